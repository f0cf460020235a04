/**
 * Tenant mode in Chromium (spec §1, §3): the demo tenant's host shows the Agrifields landing
 * — its title, logo, feature cards and colours, the accent chosen for contrast — and an
 * unmapped host the build's own home, with no axe violations on the landing at either width.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

let server: SiteServer;
let browser: Browser;

siteSuite([{}], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

const token = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

describe('tenant landing pages', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`shows Agrifields on its host at ${viewport.width} px, in its colours, with no axe violations`, async () => {
      const { page, errors } = await openSitePage(browser, 'tenant-landing', viewport);
      await visit(page, `${server.tenantBase}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Agrifields' }).isVisible()).resolves.toBe(
        true,
      );
      expect(await page.title()).toMatch(/^Agrifields\b/);
      const description = await page.locator('meta[name="description"]').last().getAttribute('content');
      expect(description).toContain('Agrifields');
      await expect(page.getByRole('img', { name: 'Agrifields logo' }).first().isVisible()).resolves.toBe(
        true,
      );
      // Its four switched-on features, each leading to its page; the marketplace is switched off.
      for (const [name, href] of [
        ['Loan trading', '/dashboard/loanPool'],
        ['SmartHire', '/smarthire'],
        ['Supply chain', '/supplychain'],
        ['Rewards', '/dashboard/wallet/rewards'],
      ]) {
        await expect(page.getByRole('link', { name }).getAttribute('href')).resolves.toBe(href);
      }
      // The green carries text (white on it is 5.1:1); the yellow only decorates.
      expect(await token(page, '--ispz-accent')).toBe('#2e7d32');
      expect(await token(page, '--site-tenant-highlight')).toBe('#f9a825');
      const logIn = page.locator('main').getByRole('link', { name: 'Log In' }).first();
      expect(await logIn.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(46, 125, 50)');
      await expect(
        page.locator('main').getByRole('link', { name: 'Sign Up' }).first().getAttribute('href'),
      ).resolves.toBe('/signup');
      expect(await overflowsSideways(page)).toBe(false);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  it('takes a visitor from the landing to sign-in', async () => {
    const { page, errors } = await openSitePage(browser, 'tenant-to-login');
    await visit(page, `${server.tenantBase}/`);
    await page.locator('main').getByRole('link', { name: 'Log In' }).first().click();
    await page.waitForURL(`${server.tenantBase}/login`);
    // Every page on the tenant's host is titled with the tenant's name, not the platform's.
    await page.waitForFunction(() => document.title.endsWith(' · Agrifields'));
    expect(errors).toEqual([]);
  });

  it('shows the build’s own home on an unmapped host, in the platform’s colours', async () => {
    const { page, errors } = await openSitePage(browser, 'default-landing');
    await visit(page, `${server.base}/`);
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.not.toContain(
      'Agrifields',
    );
    await expect(page.getByRole('img', { name: 'Agrifields logo' }).count()).resolves.toBe(0);
    expect(await token(page, '--site-tenant-highlight')).not.toBe('#f9a825');
    expect(await token(page, '--ispz-accent')).not.toBe('#2e7d32');
    expect(errors).toEqual([]);
  });
});
