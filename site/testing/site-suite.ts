/**
 * The servers and the browser of one end-to-end test file: the seeded platform serving the
 * site (one per options given: a build, more settings), and Chromium, started before the file's
 * tests and stopped after them.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type SiteServer, type SiteServerOptions, startSiteServer } from './site-server';

export interface SiteSuite {
  /** One server per options given, in their order. */
  readonly servers: readonly SiteServer[];
  readonly browser: Browser;
}

/**
 * Registers the file's set-up and tear-down; `started` receives the servers and the browser.
 * @example
 * let server: SiteServer; let browser: Browser;
 * siteSuite([{ build: 'us' }], (s) => { [server] = s.servers; browser = s.browser; });
 */
export function siteSuite(options: readonly SiteServerOptions[], started: (suite: SiteSuite) => void): void {
  let suite: SiteSuite | null = null;
  // The first file after a source change builds the site, under a lock the others wait on.
  beforeAll(async () => {
    const [servers, browser] = await Promise.all([
      Promise.all(options.map(startSiteServer)),
      launchBrowser(),
    ]);
    suite = { servers, browser };
    started(suite);
  }, 240_000);
  afterAll(async () => {
    await suite?.browser.close();
    await Promise.all(suite?.servers.map((s) => s.close()) ?? []);
  });
}
