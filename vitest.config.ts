import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/chromium';

// One test command for everything, in two projects:
// - node: unit + property tests, adapter contracts on SQLite and a real PostgreSQL (started once
//   by the global setup), HTTP, CLI, widget DOM tests (happy-dom) and the bundle budget;
// - storybook: every story as a test in Debian's Chromium (Vitest browser mode), its play
//   function run and axe checked; no database, so no global setup.
process.env.STORYBOOK_DISABLE_TELEMETRY ??= '1';

export default defineConfig({
  test: {
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's two, which leaves a core
    // idle while a browser test waits on Chromium or its server. Two keep both busy.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/data/**', '.tmp/**', 'storybook-static/**'],
          globalSetup: ['adapters/db/testing/global-setup.ts'],
          setupFiles: ['tools/testing/zod-openapi-first.ts'],
          // A worker keeps its imported modules from one file to the next rather than importing
          // zod, Kysely, Hono and the adapters again for each of ~500 files: measured on two cores,
          // core/ 37 s → 13 s and adapters/ with cli/ 185 s → 121 s, every test still passing.
          // Each file still gets its own environment (happy-dom where it asks for it) and its own
          // instance of the test file itself; state shared through a module is a test's bug.
          isolate: false,
          // `?inline` CSS imports are the real stylesheet text in DOM tests, not ''.
          css: true,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: {
          include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: CHROMIUM_PATH,
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
