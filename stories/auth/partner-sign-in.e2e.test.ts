/**
 * End to end, as a partner embeds the sign-in: a real platform server (the composition root on
 * a temp SQLite database, seeded with the demo) serving the built auth IIFE under /widgets/,
 * and a partner page on a second origin (another port) that loads it with one script tag and
 * one `<ispz-login>`. Debian's Chromium signs in with a password and with an emailed OTP (read
 * from the dev mailbox) and the page receives `ispz:login`; with redirect_uri, the browser
 * lands on the partner's registered callback with a single-use code, never a token. The partner
 * origin is registered and approved through the API, as a platform admin would.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../adapters/compose';
import { loadConfig } from '../../adapters/config';
import { testAuthCrypto } from '../../adapters/http/auth/testing/auth-world';
import { widgetAssetRoutes } from '../../adapters/http/widget-assets';
import { seedDemo } from '../../adapters/seed/seed-demo';
import type { Clock } from '../../core/ports/clock';
import { buildFamily } from '../../widgets/build/build-widgets';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PASSWORD = 'Demo@2026!';

let dataDir: string;
let platform: Platform;
let platformServer: { close: () => void };
let partnerServer: Server;
let browser: Browser;
let base: string;
let partner: string;
let ecosystemId: string;
let clientSecret: string;
/**
 * The platform's clock: real time plus `skew`. The allowed-origin list is cached for 30 s and
 * first read by the admin's own calls; moving the clock past that after the approval lets the
 * partner's origin count at once instead of waiting half a minute.
 */
let skew = 0;
const clock: Clock = { now: () => new Date(Date.now() + skew) };

const listening = (server: { address: () => AddressInfo | string | null }) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** The partner's page: one script tag and one element, and a listener for the login event. */
function partnerPage(attributes: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body>
<main><h1>Partner shop</h1>
<ispz-login api-base="${base}" ${attributes}></ispz-login></main>
<script>window.logins = []; document.addEventListener('ispz:login', (e) => window.logins.push(e.detail));</script>
<script src="${base}/widgets/auth.js"></script>
</body></html>`;
}

async function api(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { response, json: (await response.json()) as Record<string, unknown> };
}

/** A platform admin registers the partner's ecosystem with its callback and approves it. */
async function registerPartner(): Promise<void> {
  const { response, json } = await api('/auth/login', { username: 'admin@demo.test', password: PASSWORD });
  const admin = {
    authorization: `Bearer ${json.token}`,
    'x-xsrf-token': response.headers.get('x-xsrf-token') ?? '',
  };
  const registered = await api(
    '/businesses/ecosystem',
    {
      ecosystem_name: 'Partner Shop',
      ecosystem_uri: 'https://partner-shop.test',
      ecosystem_url: 'partner-shop.test',
      redirect_uris: [`${partner}/auth/callback`],
    },
    admin,
  );
  expect(registered.response.status, JSON.stringify(registered.json)).toBe(201);
  const ecosystem = registered.json.ecosystem as { _id: string };
  ecosystemId = ecosystem._id;
  clientSecret = String(registered.json.client_secret);
  const approved = await api('/admin/ecosystems/approve', { ecosystem_id: ecosystemId }, admin);
  expect(approved.json.success).toBe(true);
  skew += 31_000;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ispz-partner-e2e-'));
  const widgetsDir = join(dataDir, 'widgets');
  const [bundle, built] = await Promise.all([
    buildFamily('auth'),
    createPlatform(loadConfig({ APP_ENV: 'development', DATA_DIR: dataDir }), {
      crypto: testAuthCrypto(),
      log: () => {},
      clock,
    }),
  ]);
  platform = built;
  await seedDemo(platform);
  mkdirSync(widgetsDir);
  writeFileSync(join(widgetsDir, bundle.file), bundle.code);
  writeFileSync(
    join(widgetsDir, 'manifest.json'),
    JSON.stringify({ auth: { file: bundle.file, integrity: bundle.integrity } }),
  );
  // The platform's own /widgets/ routes, over this test's build instead of dist/widgets.
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
  base = listening(server);
  platformServer = server;

  partnerServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner.invalid');
    if (url.pathname === '/auth/callback') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Callback</title><p>Signed in</p>');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(partnerPage(url.searchParams.get('attributes') ?? ''));
  });
  await new Promise<void>((ready) => partnerServer.listen(0, '127.0.0.1', ready));
  partner = listening(partnerServer);
  await registerPartner();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  partnerServer?.close();
  platformServer?.close();
  await platform?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openPartner(attributes: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${partner}/?attributes=${encodeURIComponent(attributes)}`);
  return page;
}

const logins = (page: Page) => page.evaluate(() => (window as unknown as { logins: unknown[] }).logins);

describe('a partner page signs in through <ispz-login>', { timeout: 120_000 }, () => {
  it('with a password, and receives ispz:login with the session', async () => {
    const page = await openPartner('');
    await page.getByLabel('Email or Mobile').fill('consumer@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => logins(page), { timeout: 20_000 }).toHaveLength(1);
    const [session] = (await logins(page)) as { token: string; user: { role: string } }[];
    expect(session?.user.role).toBe('consumer');
    const verified = await api('/auth/verify/token', undefined, {
      authorization: `Bearer ${session?.token}`,
    });
    expect(verified.json.valid).toBe(true);
    await page.close();
  });

  it('with an email OTP read from the dev mailbox (login-mode)', async () => {
    const page = await openPartner('login-mode email="investor@demo.test"');
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await page.getByText('OTP sent successfully').waitFor();
    const mailbox = await api(`/dev/mailbox?format=json&to=${encodeURIComponent('investor@demo.test')}`);
    const [mail] = mailbox.json.data as { body: string }[];
    const otp = mail?.body.match(/\b\d{5}\b/)?.[0];
    expect(otp).toMatch(/^\d{5}$/);
    await page.getByLabel('OTP').fill(otp ?? '');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => logins(page), { timeout: 20_000 }).toHaveLength(1);
    await page.close();
  });

  it('with redirect_uri, lands on the registered callback with a single-use code and no token', async () => {
    const callback = `${partner}/auth/callback`;
    const page = await openPartner(`ecosystem="partner-shop.test" redirect-uri="${callback}"`);
    await page.getByLabel('Email or Mobile').fill('consumer@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth/callback', { timeout: 20_000 });
    const landed = new URL(page.url());
    expect(landed.origin + landed.pathname).toBe(callback);
    expect([...landed.searchParams.keys()]).toEqual(['code']);
    expect(landed.href).not.toMatch(/token/i);
    // The partner's server exchanges the code, once, with its client secret.
    const exchange = {
      code: landed.searchParams.get('code'),
      ecosystemId,
      redirectUri: callback,
      clientSecret,
    };
    const first = await api('/auth/ecosystem/token', exchange);
    expect(first.json.success).toBe(true);
    expect(typeof first.json.token).toBe('string');
    expect((await api('/auth/ecosystem/token', exchange)).json.success).toBe(false);
    await page.close();
  });
});
