import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // jsdom renders slowly when the machine is busy (CI shares it with the API tests' databases); a test that
          // waits for a screen must not fail for that alone.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          // *.postgres.test.ts need a PostgreSQL server (several processes on one database): its pass only.
          exclude: process.env.CORRIDOR_TEST_DB === 'postgres' ? [] : ['**/*.postgres.test.ts', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share their worker's loaded modules instead of importing the whole server again each (that was
          // about half of each pass's time). They share nothing else: each file builds its own app on its own copy of
          // the database, and the few module caches there are keyed by that database handle.
          isolate: false,
        },
      },
    ],
  },
});
