import { defineConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';
import ProgressReporter from './progressReporter';

// End-to-end: Debian's Chromium (playwright-core) against the real built server. Serial: CI has 2 cores.
export default defineConfig({
  // The tests read the app's own route tables (src/lib/paths.ts), whose titles use the lingui macro.
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60000,
    hookTimeout: 120000,
    // A line per file and per test as they run, then the usual summary and failures.
    reporters: [new ProgressReporter(), 'default'],
  },
});
