import { defineConfig } from 'vitest/config';

// End-to-end: Debian's Chromium (playwright-core) against the real built server. Serial: CI has 2 cores.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
