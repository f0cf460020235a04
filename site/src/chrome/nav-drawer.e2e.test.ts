/**
 * The side menu at 375 px in Chromium (spec §2 "side menu", §9 mobile below 800 px): it opens
 * and closes by keyboard, keeps focus inside, gives focus back to its button, closes when a
 * link is followed, and offers a signed-in person their account's links and Logout.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../../../fixtures/demo/people';
import { expectNoAxeViolations, MOBILE, openSitePage, overflowsSideways, visit } from '../../testing/browser';
import type { SiteServer } from '../../testing/site-server';
import { siteSuite } from '../../testing/site-suite';
import { hrefs, signIn } from './chrome-e2e';

let server: SiteServer;
let browser: Browser;

siteSuite([{}], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

describe('the side menu', () => {
  it('moves into a side menu at 375 px that opens, traps focus and closes by keyboard', async () => {
    const { page, errors } = await openSitePage(browser, 'navbar-drawer', MOBILE);
    await visit(page, `${server.base}/`);
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
    await page.waitForURL(`${server.base}/about`);
    await drawer.waitFor({ state: 'detached' });
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('offers a signed-in person their name, the account’s links and Logout', async () => {
    const { page, errors } = await openSitePage(browser, 'navbar-drawer-signed-in', MOBILE);
    await visit(page, `${server.base}/about`);
    await signIn(page, DEMO_PEOPLE.consumer.email);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByText(DEMO_PEOPLE.consumer.firstName).waitFor();
    const account = drawer.getByRole('region', { name: 'Your account' });
    expect(await hrefs(page, 'dialog [aria-label="Main"] a')).toContain('/dashboard');
    expect(await account.getByRole('link').allTextContents()).toEqual(['Manage Your Profile', 'My Rewards']);
    expect(await hrefs(page, 'dialog section:last-of-type a')).toEqual([
      '/dashboard',
      '/dashboard/wallet/rewards',
    ]);
    await expectNoAxeViolations(page);
    await account.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.base}/`);
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('region', { name: 'Log In' }).waitFor();
    expect(errors).toEqual([]);
  });
});
