/**
 * The top bar's context switcher in Chromium against the seeded platform: the consumer (a
 * business user of Green Valley Farms) switches to the business — the top bar's name becomes
 * the business's and the menu the business menu, and a reload keeps the context (the server's
 * new session) — then back to personal by keyboard alone; and the same switch on a 375 px phone
 * with nothing scrolling sideways. Axe finds nothing on the pages with the switcher.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  MOBILE,
  openSitePage,
  overflowsSideways,
  visit,
} from '../../../testing/browser';
import { logInThroughPage } from '../../../testing/sign-in';
import type { SiteServer } from '../../../testing/site-server';
import { siteSuite } from '../../../testing/site-suite';

let server: SiteServer;
let browser: Browser;

siteSuite([{ build: 'us' }], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });
const switcher = (page: Page, name: string) => page.getByRole('button', { name: `Acting as ${name}` });
const announced = (page: Page, text: string) => page.getByRole('status').getByText(text).waitFor();

/** Logs a demo person in through the /login page, onto the dashboard. */
const logIn = (page: Page, email: string) => logInThroughPage(page, server.base, email);

describe('the context switcher', () => {
  it('switches the consumer into Green Valley Farms and back by keyboard, name and menu following', async () => {
    const { page, errors } = await openSitePage(browser, 'context-switch');
    await logIn(page, 'consumer@demo.test');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Meera' }).waitFor();
    await menu(page).getByRole('link', { name: 'Register Business' }).waitFor();

    // Into the business, from another page: the switch lands on /dashboard.
    await menu(page).getByRole('link', { name: 'Wallet' }).click();
    await page.waitForURL(`${server.base}/dashboard/wallet`);
    await switcher(page, 'Personal').click();
    // The menu is named by the button that opened it.
    const items = page.getByRole('menu', { name: 'Acting as Personal' });
    await items.getByRole('menuitem', { name: /Personal \(current\)/ }).waitFor();
    await items.getByRole('menuitem', { name: /Agrifields Growers Network/ }).waitFor();
    await items.getByRole('menuitem', { name: /Green Valley Farms.*Business user/ }).click();
    await announced(page, 'You are now acting as Green Valley Farms');
    await page.waitForURL(`${server.base}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Green Valley Farms' }).waitFor();
    await expect(page.getByTestId('dashboard-person-name').textContent()).resolves.toBe('Green Valley Farms');
    await menu(page).getByRole('link', { name: 'Loan Pool' }).waitFor();
    await expect(menu(page).getByRole('link', { name: 'Register Business' }).count()).resolves.toBe(0);

    // The server holds the new context: a reload restores it.
    await visit(page, `${server.base}/dashboard`);
    await switcher(page, 'Green Valley Farms').waitFor();
    await menu(page).getByRole('link', { name: 'Loan Pool' }).waitFor();

    // Back to personal with the keyboard only: Tab to the switcher, open, choose, confirm.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const onIt = await page.evaluate(() => document.activeElement?.textContent?.startsWith('Acting as'));
      if (onIt) break;
    }
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Acting as Green Valley Farms',
    );
    await page.keyboard.press('Enter');
    await page.getByRole('menu', { name: 'Acting as Green Valley Farms' }).waitFor();
    // The current context cannot be chosen, so the focus starts on Personal.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toMatch(/^Personal/);
    await page.keyboard.press('Enter');
    await announced(page, 'You are now acting as Personal');
    await switcher(page, 'Personal').waitFor();
    await expect(page.getByTestId('dashboard-person-name').textContent()).resolves.toBe('Meera');
    await menu(page).getByRole('link', { name: 'Register Business' }).waitFor();
    await expect(menu(page).getByRole('link', { name: 'Loan Pool' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('works on a 375 px phone without sideways scrolling', async () => {
    const { page, errors } = await openSitePage(browser, 'context-switch-mobile', MOBILE);
    await logIn(page, 'consumer@demo.test');
    await switcher(page, 'Personal').click();
    await page.getByRole('menuitem', { name: /Green Valley Farms/ }).click();
    await announced(page, 'You are now acting as Green Valley Farms');
    await switcher(page, 'Green Valley Farms').waitFor();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu(page).getByRole('link', { name: 'Loan Pool' }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
