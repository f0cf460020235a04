/**
 * Debian's Chromium as the tests drive it (TOOLCHAIN.md): where it is, and the flags that keep a
 * headless run off the network it cannot reach. Shared by the Storybook browser tests
 * (vitest.config.ts) and the end-to-end tests that launch it through playwright-core.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
