/**
 * The navbar in Chromium at 1280 px (spec §2 "Navbar", §9 sticky after 10 px): the links per
 * build and per visitor, the anonymous Log In menu (Borrower from configuration, Primary,
 * Secondary), Our Customers, the signed-in avatar menu and its Logout, and the sticky shadow.
 * The side menu is nav-drawer.e2e.test.ts; footer, tenant and alerts chrome-frame.e2e.test.ts.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../../../fixtures/demo/people';
import {
  DESKTOP,
  expectNoAxeViolations,
  openSitePage,
  overflowsSideways,
  visit,
} from '../../testing/browser';
import type { SiteServer } from '../../testing/site-server';
import { siteSuite } from '../../testing/site-suite';
import { hrefs, signIn } from './chrome-e2e';

let us: SiteServer;
let commerce: SiteServer;
let browser: Browser;

siteSuite([{}, { build: 'commerce' }], (s) => {
  [us, commerce] = s.servers;
  browser = s.browser;
});

describe('the navbar', () => {
  it('offers an anonymous visitor the build’s links and the Log In menu with Borrower, Primary and Secondary', async () => {
    const { page, errors } = await openSitePage(browser, 'navbar-anonymous');
    await visit(page, `${us.base}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await hrefs(page, '.site-nav__links > li > a')).toEqual([
      '/home',
      '/business',
      '/about',
      '/contact',
    ]);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'ISPz home' }).first().getAttribute('href')).toBe('/');

    await nav.getByRole('button', { name: 'Our Customers' }).click();
    const customers = page.getByRole('menu', { name: 'Our Customers' });
    await customers.waitFor();
    expect(await customers.getByRole('menuitem').allTextContents()).toEqual([
      'Borrowers',
      'Lenders',
      'Secondary Market',
      'Automotive Ecosystem',
    ]);
    await page.keyboard.press('Escape');

    const config = await (await fetch(`${us.base}/api/site/config`)).json();
    const logIn = page.getByRole('button', { name: 'Log In' });
    await logIn.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Log In' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Borrower', 'Primary', 'Secondary']);
    expect(await hrefs(page, '[role="menu"] a')).toEqual([config.borrowerUrl, '/login', '/login']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    // Enter only once the keyboard's focus has reached an item that leads to /login: on a loaded
    // runner the menu may still be moving focus, and Enter on Borrower leaves the platform.
    await expect.poll(() => menu.locator('a:focus').getAttribute('href')).toBe('/login');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${us.base}/login`);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('links the commerce build’s own pages, and Our Customers to the Automotive Ecosystem', async () => {
    const { page } = await openSitePage(browser, 'navbar-commerce');
    await visit(page, `${commerce.base}/`);
    expect(await hrefs(page, '.site-nav__links > li > a')).toEqual([
      '/market',
      '/blockchain',
      '/about',
      '/contact',
    ]);
    await page.getByRole('button', { name: 'Our Customers' }).click();
    await page.getByRole('menuitem', { name: 'Automotive Ecosystem' }).click();
    await page.waitForURL(`${commerce.base}/ourEcosystem`);
    const help = page.getByRole('navigation', { name: 'Help' });
    expect(await help.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Terms', 'Cancellation & Returns', 'Seller Terms']),
    );
    expect(await hrefs(page, 'nav[aria-label="Help"] a')).toEqual(
      expect.arrayContaining(['/terms', '/cancelandreturns', '/seller']),
    );
  });

  it('sticks to the top with a shadow once the page scrolled more than 10 px', async () => {
    const { page } = await openSitePage(browser, 'navbar-sticky');
    await visit(page, `${us.base}/`);
    const header = page.locator('header.site-nav');
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 1500));
    expect((await header.boundingBox())?.y).toBe(0);
    expect(await header.evaluate((h) => getComputedStyle(h).boxShadow)).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
  });

  it('gives a signed-in person the avatar menu and Dashboard, and Logout ends the session', async () => {
    const { page, errors } = await openSitePage(browser, 'navbar-signed-in');
    await visit(page, `${us.base}/about`);
    await signIn(page, DEMO_PEOPLE.consumer.email);
    const avatar = page.getByRole('button', { name: /Your account/ });
    await expect.poll(() => avatar.textContent()).toContain(DEMO_PEOPLE.consumer.firstName);
    expect(await hrefs(page, '.site-nav__links > li > a')).toContain('/dashboard');
    expect(await page.getByRole('button', { name: 'Log In' }).count()).toBe(0);

    await avatar.click();
    const menu = page.getByRole('menu', { name: /Your account/ });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Manage Your Profile',
      'My Rewards',
      'Logout',
    ]);
    expect(await hrefs(page, '[role="menu"] a')).toEqual(['/dashboard', '/dashboard/wallet/rewards']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    for (const width of [800, 1024]) {
      await page.setViewportSize({ width, height: 700 });
      expect(await overflowsSideways(page), `sideways at ${width} px`).toBe(false);
    }
    await page.setViewportSize(DESKTOP);
    await avatar.click();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${us.base}/`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await visit(page, `${us.base}/about`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(errors).toEqual([]);
  });
});
