/**
 * The two origins of the partner sign-in test: the platform (the composition root on a temp
 * SQLite database with the demo seed, its own /widgets/ routes over a fresh build of the auth
 * IIFE) and a partner site on another port (a page with one script tag and one
 * `<ispz-login>`, and the callback the partner registered). The partner is registered and
 * approved through the API, as a platform admin would.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createPlatform, type Platform } from '../../adapters/compose';
import { loadConfig } from '../../adapters/config';
import { testAuthCrypto } from '../../adapters/http/auth/testing/auth-world';
import { widgetAssetRoutes } from '../../adapters/http/widget-assets';
import { seedDemo } from '../../adapters/seed/seed-demo';
import type { Clock } from '../../core/ports/clock';
import { buildFamily } from '../../widgets/build/build-widgets';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'Demo@2026!';

const origin = (server: { address: () => AddressInfo | string | null }) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** JSON calls to the platform's API from the test (no browser, so no Origin header). */
export function apiCaller(base: string) {
  return async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { response, json: (await response.json()) as Record<string, unknown> };
  };
}

/** The platform on 127.0.0.1:<free port>, serving the auth IIFE built now. */
export async function startPlatform(dataDir: string, clock: Clock) {
  const [bundle, platform] = await Promise.all([
    buildFamily('auth'),
    createPlatform(loadConfig({ APP_ENV: 'development', DATA_DIR: dataDir }), {
      crypto: testAuthCrypto(),
      log: () => {},
      clock,
    }),
  ]);
  await seedDemo(platform);
  const widgetsDir = join(dataDir, 'widgets');
  mkdirSync(widgetsDir);
  writeFileSync(join(widgetsDir, bundle.file), bundle.code);
  const manifest = { auth: { file: bundle.file, integrity: bundle.integrity } };
  writeFileSync(join(widgetsDir, 'manifest.json'), JSON.stringify(manifest));
  // The platform's own /widgets/ routes, over this build instead of dist/widgets.
  const widgets = widgetAssetRoutes({ dir: widgetsDir });
  const server = serve({
    fetch: (request) =>
      new URL(request.url).pathname.startsWith('/widgets/')
        ? widgets.fetch(request)
        : platform.app.fetch(request),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((ready) => server.once('listening', ready));
  return { base: origin(server), platform: platform as Platform, close: () => server.close() };
}

/** The partner's page: one script tag, one element, and a listener for the login event. */
function partnerPage(base: string, attributes: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body>
<main><h1>Partner shop</h1>
<ispz-login api-base="${base}" ${attributes}></ispz-login></main>
<script>window.logins = []; document.addEventListener('ispz:login', (e) => window.logins.push(e.detail));</script>
<script src="${base}/widgets/auth.js"></script>
</body></html>`;
}

/** The partner site on another port: `/?attributes=…` is the page, `/auth/callback` the callback. */
export async function startPartner(base: string) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner.invalid');
    const html =
      url.pathname === '/auth/callback'
        ? '<!doctype html><title>Callback</title><p>Signed in</p>'
        : partnerPage(base, url.searchParams.get('attributes') ?? '');
    response.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { origin: origin(server), close: () => server.close() };
}

/** A platform admin registers the partner's ecosystem with its callback and approves it. */
export async function registerPartner(base: string, callback: string) {
  const api = apiCaller(base);
  const { response, json } = await api('/auth/login', {
    username: 'admin@demo.test',
    password: DEMO_PASSWORD,
  });
  const admin = {
    authorization: `Bearer ${json.token}`,
    'x-xsrf-token': response.headers.get('x-xsrf-token') ?? '',
  };
  const ecosystem = {
    ecosystem_name: 'Partner Shop',
    ecosystem_uri: 'https://partner-shop.test',
    ecosystem_url: 'partner-shop.test',
    redirect_uris: [callback],
  };
  const registered = await api('/businesses/ecosystem', ecosystem, admin);
  if (registered.response.status !== 201) throw new Error(JSON.stringify(registered.json));
  const ecosystemId = (registered.json.ecosystem as { _id: string })._id;
  const approved = await api('/admin/ecosystems/approve', { ecosystem_id: ecosystemId }, admin);
  if (approved.json.success !== true) throw new Error(JSON.stringify(approved.json));
  return { ecosystemId, clientSecret: String(registered.json.client_secret) };
}
