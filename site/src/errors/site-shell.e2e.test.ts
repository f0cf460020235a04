/**
 * The site served by the platform on one port, in Chromium: the page frame, the crash and
 * not-found screens, the protected paths' redirect, and the server's part (index.html for page
 * paths, hashed assets cached for a year, the site's security policy).
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, MOBILE, openSitePage, visit } from '../../testing/browser';
import type { SiteServer } from '../../testing/site-server';
import { siteSuite } from '../../testing/site-suite';

let server: SiteServer;
let browser: Browser;

siteSuite([{}], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

describe('the site on the platform’s port', () => {
  it('answers page paths with the site and its security policy, and assets with a year of caching', async () => {
    const page = await fetch(`${server.base}/no/such/page`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${server.base}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    const api = await fetch(`${server.base}/api/site/config`);
    expect(await api.json()).toMatchObject({ success: true, build: 'us' });
    expect((await fetch(`${server.base}/api/nothing-here`)).status).toBe(404);
  });

  it('shows the not-found screen for an unknown path, with no axe violations', async () => {
    const { page, errors } = await openSitePage(browser, 'not-found');
    await visit(page, `${server.base}/no/such/page`);
    await expect(page.getByRole('heading', { name: 'Page not found' }).isVisible()).resolves.toBe(true);
    expect(await page.title()).toBe('Page not found · ISPz');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('sends an anonymous visitor of a protected path to /login', async () => {
    for (const path of [
      '/dashboard',
      '/dashboard/wallet/rewards',
      '/dashboard/loanPool/summary/PoolSummary',
    ]) {
      const { page } = await openSitePage(browser, `protected${path}`, MOBILE);
      await visit(page, `${server.base}${path}`);
      await page.waitForURL(`${server.base}/login`);
      await page.close();
    }
  });
});
