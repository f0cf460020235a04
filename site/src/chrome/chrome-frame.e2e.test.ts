/**
 * The rest of the chrome in Chromium: the footer with the support contact from configuration,
 * the tenant's branded navbar, the offline banner (it comes when the browser loses the
 * network and goes within the 2 s poll once it is back, spec §4/§9) and the expired session's
 * logout ('Session expired please login again', then /login).
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../../../fixtures/demo/people';
import {
  DESKTOP,
  expectNoAxeViolations,
  MOBILE,
  openSitePage,
  overflowsSideways,
  visit,
} from '../../testing/browser';
import type { SiteServer } from '../../testing/site-server';
import { siteSuite } from '../../testing/site-suite';
import { signIn } from './chrome-e2e';

let server: SiteServer;
let browser: Browser;

siteSuite([{ env: { SUPPORT_EMAIL: 'help@example.test', SUPPORT_PHONE: '+1 302 555 0100' } }], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

describe('the footer', () => {
  it('shows the spec’s groups and links, the address and the support contact from configuration', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, errors } = await openSitePage(browser, 'footer', viewport);
      await visit(page, `${server.base}/about`);
      const footer = page.getByRole('contentinfo');
      const groups = await footer.getByRole('heading').allTextContents();
      expect(groups).toEqual(['Know Us', 'Our Customers', 'Connect with Us', 'Help']);
      const links = await footer.locator('nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(
        expect.arrayContaining(['/about', '/leadership', '/contact', '/term', '/download', '/connect']),
      );
      const email = footer.getByRole('link', { name: 'help@example.test' });
      expect(await email.getAttribute('href')).toBe('mailto:help@example.test');
      expect(await footer.getByRole('link', { name: '+1 302 555 0100' }).getAttribute('href')).toBe(
        'tel:+13025550100',
      );
      expect(await footer.locator('address').textContent()).toContain('Wilmington');
      expect(await footer.textContent()).toMatch(/© \d{4} ISPz Inc\./);
      await expectNoAxeViolations(page);
      expect(await overflowsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

describe('the tenant’s branded navbar', () => {
  it('shows the tenant’s logo and title, Marketplace, and Log In leading to Primary and Secondary', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page } = await openSitePage(browser, 'navbar-tenant', viewport);
      await visit(page, `${server.tenantBase}/`);
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'Agrifields' }).getAttribute('href')).toBe('/');
      expect(await header.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(await header.getByRole('link', { name: 'Marketplace' }).isVisible()).toBe(true);
      expect(await header.getByRole('link', { name: 'ISPz home' }).count()).toBe(0);
      await header.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('menu', { name: 'Log In' }).waitFor();
      expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Primary', 'Secondary']);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      expect(await overflowsSideways(page)).toBe(false);
      await page.close();
    }
  });

  it('offers Logout to a signed-in person', async () => {
    const { page } = await openSitePage(browser, 'navbar-tenant-signed-in');
    await visit(page, `${server.tenantBase}/`);
    await signIn(page, DEMO_PEOPLE.consumer.email);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).waitFor();
  });
});

describe('the site’s alerts', () => {
  it('shows the offline banner while the network is lost and drops it within the 2 s poll after', async () => {
    const { page, errors } = await openSitePage(browser, 'offline-banner');
    await visit(page, `${server.base}/about`);
    const banner = page.locator('.site-alerts[role="status"]').getByText('Internet connection lost');
    expect(await banner.count()).toBe(0);
    await page.context().setOffline(true);
    await banner.waitFor({ timeout: 5_000 });
    await expectNoAxeViolations(page);
    await page.context().setOffline(false);
    const back = Date.now();
    await banner.waitFor({ state: 'detached', timeout: 5_000 });
    expect(Date.now() - back).toBeLessThan(3_500);
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });

  it('logs out a session that ended elsewhere: the toast, then /login', async () => {
    const { page } = await openSitePage(browser, 'session-expired');
    await visit(page, `${server.base}/about`);
    await signIn(page, DEMO_PEOPLE.consumer.email);
    await page.getByRole('button', { name: /Your account/ }).waitFor();
    // The session ends on the server (a logout from another tab sends the same call).
    const ended = await page.evaluate(
      async () =>
        (
          await fetch('/api/auth/logout', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Session-Transport': 'cookie' },
            body: '{}',
          })
        ).status,
    );
    expect(ended).toBe(200);
    // The tab comes back into view: the navbar reads the profile again and meets the 401.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await page.getByText('Session expired please login again').waitFor();
    await page.waitForURL(`${server.base}/login`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
  });
});
