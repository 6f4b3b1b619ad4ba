import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { availableParallelism } from 'node:os';

// Unit tests: the app in jsdom, the server and contract in node. End-to-end tests have their own config in tests/.
export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    // Two workers at least: vitest's default is one fewer than the cores, one on CI's two. Each worker has a PostgreSQL
    // database of its own (server/db/workerDatabase.setup.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/api/contract/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          setupFiles: ['server/db/workerDatabase.setup.ts'],
          include: ['server/**/*.test.ts', 'src/api/contract/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        // The service worker's modules are plain functions over Request, Response and fetch, which node has.
        extends: true,
        test: { name: 'sw', environment: 'node', include: ['sw/**/*.test.ts'] },
      },
      {
        // The security and fault suites that need no browser (tests/security, tests/faults): CI size by default,
        // NIGHTLY=1 for the nightly size. A file may ask for jsdom with a `@vitest-environment` comment.
        extends: true,
        test: {
          name: 'security',
          environment: 'node',
          setupFiles: ['server/db/workerDatabase.setup.ts'],
          include: ['tests/security/**/*.test.{ts,tsx}', 'tests/faults/**/*.test.{ts,tsx}'],
          testTimeout: 600000,
          hookTimeout: 120000,
        },
      },
      {
        // Concurrency (tests/races): bursts of simultaneous requests at every limit and every once-only payment, on
        // both databases; NIGHTLY=1 for larger bursts.
        extends: true,
        test: {
          name: 'races',
          environment: 'node',
          setupFiles: ['server/db/workerDatabase.setup.ts'],
          include: ['tests/races/**/*.test.ts'],
          testTimeout: 300000,
          hookTimeout: 120000,
        },
      },
      {
        // The lint rules themselves: planted imports must fail (tests/lint/).
        extends: true,
        test: { name: 'lint', environment: 'node', include: ['tests/lint/**/*.test.ts'], testTimeout: 30000 },
      },
    ],
  },
});
