/**
 * End to end, as a partner embeds the sign-in: a real platform server (the composition root on
 * a temp SQLite database, seeded with the demo) serving the built auth IIFE under /widgets/,
 * and a partner page on a second origin (another port) that loads it with one script tag and
 * one `<ispz-login>`. Debian's Chromium signs in with a password and with an emailed OTP (read
 * from the dev mailbox) and the page receives `ispz:login`; with redirect_uri, the browser
 * lands on the partner's registered callback with a single-use code, never a token. The partner
 * origin is registered and approved through the API, as a platform admin would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../core/ports/clock';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium';
import {
  apiCaller,
  DEMO_PASSWORD as PASSWORD,
  registerPartner,
  startPartner,
  startPlatform,
} from './partner-e2e-servers';

let dataDir: string;
let browser: Browser;
let base: string;
let partner: string;
let ecosystemId: string;
let clientSecret: string;
let api: ReturnType<typeof apiCaller>;
const stops: (() => unknown)[] = [];

/**
 * The platform's clock: real time plus `skew`. The allowed-origin list is cached for 30 s and
 * first read by the admin's own calls; moving the clock past that after the approval lets the
 * partner's origin count at once instead of waiting half a minute.
 */
let skew = 0;
const clock: Clock = { now: () => new Date(Date.now() + skew) };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ispz-partner-e2e-'));
  const platform = await startPlatform(dataDir, clock);
  stops.push(() => platform.platform.close(), platform.close);
  base = platform.base;
  api = apiCaller(base);
  const site = await startPartner(base);
  stops.push(site.close);
  partner = site.origin;
  ({ ecosystemId, clientSecret } = await registerPartner(base, `${partner}/auth/callback`));
  skew += 31_000;
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  for (const stop of stops.reverse()) await stop();
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
