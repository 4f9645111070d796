import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30000,
    setupFiles: ['test/setup-fast-check.ts', 'test/setup-rulesets.ts'],
    // A folder per run where the browser test files share one build of the app (test/web/harness.ts).
    globalSetup: ['test/setup-web-build.ts'],
    // Vitest's default for a run is one worker fewer than the cores: a single worker on the two-core CI
    // machine, which ran the files one after another. Much of the suite waits on other processes (Chromium
    // in test/web, the built CLI in the scenario and command tests, npm in the package test), so two
    // workers at least keep both cores busy; larger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
