/**
 * The chrome in Chromium (spec §2 Navbar, Footer links, offline banner, session-expiry logout,
 * sticky navbar; §4 Connectivity; §9): the navbar per build and per visitor (anonymous Log In
 * menu, signed-in avatar menu and Logout), the mobile side menu by keyboard, the sticky shadow
 * after 10 px, the footer with the support contact from configuration, the tenant's branded
 * navbar, the offline banner coming and going, and the expired session's toast and /login.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../../fixtures/demo/people';
import {
  expectNoAxeViolations,
  launchBrowser,
  MOBILE,
  openSitePage,
  overflowsSideways,
  visit,
} from '../../testing/browser';
import { type SiteServer, startSiteServer } from '../../testing/site-server';

let us: SiteServer;
let commerce: SiteServer;
let browser: Browser;

beforeAll(async () => {
  [us, commerce, browser] = await Promise.all([
    startSiteServer({ env: { SUPPORT_EMAIL: 'help@example.test', SUPPORT_PHONE: '+1 302 555 0100' } }),
    startSiteServer({ build: 'commerce' }),
    launchBrowser(),
  ]);
}, 180_000); // the first test file after a source change builds the site
afterAll(async () => {
  await browser?.close();
  await Promise.all([us?.close(), commerce?.close()]);
});

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Signs in through the API in the page (the refresh cookie lands in its context), then reloads. */
async function signIn(page: Page, email: string) {
  const status = await page.evaluate(
    async ([username, password]) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Session-Transport': 'cookie' },
          body: JSON.stringify({ username, password }),
        })
      ).status,
    [email, DEMO_PASSWORD],
  );
  expect(status).toBe(200);
  await visit(page, page.url());
}

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
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${us.base}/`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await visit(page, `${us.base}/about`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('moves into a side menu at 375 px that opens, traps focus and closes by keyboard', async () => {
    const { page, errors } = await openSitePage(browser, 'navbar-drawer', MOBILE);
    await visit(page, `${us.base}/`);
    expect(await page.locator('.site-nav__desktop').isVisible()).toBe(false);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await drawer.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Home', 'Business', 'About', 'Contact', 'Borrower', 'Primary', 'Secondary']),
    );
    await expectNoAxeViolations(page);
    for (let i = 0; i < 16; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await open.evaluate((b) => b === document.activeElement)).toBe(true);
    await open.click();
    await drawer.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${us.base}/about`);
    await drawer.waitFor({ state: 'detached' });
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
