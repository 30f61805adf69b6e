import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };
const cores = os.availableParallelism();
/**
 * Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, every file in
 * turn. Files keep their own database and app, so they run side by side: a worker per core, and one more
 * against a PostgreSQL server, where a worker spends much of its time waiting on the server's process.
 */
const workers = process.env.TEST_DATABASE_URL ? cores + 1 : cores;

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: workers,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // Files share one module graph per worker instead of loading the whole server once per file:
          // each file opens its own database and app (tests/support/app.ts), no API test mocks a
          // module, and closing an app waits for its job handlers (server/jobs), so none outlives it.
          isolate: false,
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
