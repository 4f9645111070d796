import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30000,
    setupFiles: ['test/setup-fast-check.ts', 'test/setup-rulesets.ts'],
    // A folder per run where the browser test files share one build of the app (test/web/harness.ts).
    globalSetup: ['test/setup-web-build.ts'],
    // Vitest's default for a run is one worker fewer than the cores: a single worker on the two-core CI
    // machine, which ran the files one after another. Much of the suite waits on other processes (Chromium
    // in test/web, the built CLI in the scenario and command tests, npm in the package test), so two
    // workers at least keep both cores busy; larger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // The unit tests beside the code share their worker's modules from file to file (`isolate: false`):
        // isolated, each of the ~110 files imported every ruleset again in its setup, which was most of
        // their time (setup 84 s of the suite's 661 s). None of them changes what another imports (no
        // registering, no mocks); the files that register rulesets of their own are under test/, isolated.
        test: { name: 'unit', include: ['src/**/*.test.ts'], isolate: false },
      },
      { extends: true, test: { name: 'integration', include: ['test/**/*.test.ts'] } },
    ],
  },
});
