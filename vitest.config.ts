import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30000,
    setupFiles: ['test/setup-fast-check.ts', 'test/setup-rulesets.ts'],
  },
});
