import { defineConfig } from 'vitest/config';

// One test command for everything: unit + property tests, adapter contracts on SQLite and a
// real PostgreSQL (started once by the global setup), HTTP and CLI tests.
export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/data/**', '.tmp/**'],
    globalSetup: ['adapters/db/testing/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
