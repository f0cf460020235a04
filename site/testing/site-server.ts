/**
 * The platform as the site's end-to-end tests meet it: the composition root on a temp SQLite
 * database seeded with the demo, serving the built site beside `/api` on 127.0.0.1, in the build
 * asked for. `tenantBase` is the same server under the demo tenant's host (Chromium resolves
 * every `*.localhost` name to the loopback address).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createPlatform, type Platform } from '../../adapters/compose';
import { loadConfig } from '../../adapters/config';
import { testAuthCrypto } from '../../adapters/http/auth/testing/auth-world';
import { seedDemo } from '../../adapters/seed/seed-demo';
import { builtSite } from './built-site';

export interface SiteServer {
  /** http://127.0.0.1:<port> */
  readonly base: string;
  /** http://agrifields.localhost:<port>: the demo tenant's host. */
  readonly tenantBase: string;
  readonly platform: Platform;
  /** DATA_DIR of the platform (its SQLite file and blobs): the CLI run against it reaches the same data. */
  readonly dataDir: string;
  close(): Promise<void>;
}

export interface SiteServerOptions {
  readonly build?: 'us' | 'commerce';
  /** More environment variables (SUPPORT_EMAIL …). */
  readonly env?: Readonly<Record<string, string>>;
}

/** Starts the seeded platform serving the site; `close()` stops it and removes its data. */
export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ispz-site-'));
  const siteDir = await builtSite();
  const platform = await createPlatform(
    loadConfig({ APP_ENV: 'development', DATA_DIR: dataDir, BUILD: options.build ?? 'us', ...options.env }),
    { crypto: testAuthCrypto(), log: () => {}, siteDir },
  );
  await seedDemo(platform);
  const server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ready) => server.once('listening', ready));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    tenantBase: `http://agrifields.localhost:${port}`,
    platform,
    dataDir,
    async close() {
      await new Promise((done) => server.close(done));
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
