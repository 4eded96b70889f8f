import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests, and integration tests that start the real server on a database
// (embedded PGlite by default, PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/**/*.test.ts',
            'apps/web/**/*.test.tsx',
            'tools/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/**/*.int.test.ts', 'tools/**/*.int.test.ts'],
          environment: 'node',
          // the test world is built once per run and copied into each test file's database
          globalSetup: ['apps/server/src/test-support/integration-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Devices boot and report over MQTT: on a loaded 2-core machine that takes seconds, not one.
          expect: { poll: { timeout: 20_000, interval: 100 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
