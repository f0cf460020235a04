/**
 * A person's way into the platform through the site, in Chromium against the seeded platform
 * (US build): sign up on /signup with the code from the dev mailbox, land on the dashboard and
 * see their name, use its menu, log out through the avatar menu — after which /dashboard sends
 * them to /login; a demo investor logs in through /login onto the dashboard on a phone and uses
 * its folded menu by keyboard. Axe finds nothing on the dashboard's pages at either width.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, MOBILE, openSitePage, overflowsSideways, visit } from '../../testing/browser';
import { codeSentTo } from '../../testing/sign-up';
import type { SiteServer } from '../../testing/site-server';
import { siteSuite } from '../../testing/site-suite';

let server: SiteServer;
let browser: Browser;

siteSuite([{ build: 'us' }], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });

/** Logs a demo person in through the /login page, onto the dashboard. */
async function logIn(page: Page, email: string): Promise<void> {
  await visit(page, `${server.base}/login`);
  await page.getByLabel('Email or Mobile').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo@2026!');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${server.base}/dashboard`);
}

describe('signing up, in and out through the site', () => {
  it('signs a new person up with the mailed code, shows their dashboard, and logs them out', async () => {
    const { page, errors } = await openSitePage(browser, 'journey-sign-up');
    const mobile = `9${String(Date.now()).slice(-9)}`;
    await visit(page, `${server.base}/signup`);
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Last name').fill('Kumar');
    await page.getByLabel('Email (optional)').fill(`ravi.${mobile}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('Journey@2026');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await page.getByLabel('OTP').waitFor();
    const code = await codeSentTo(server.base, mobile);
    expect(code).toMatch(/^\d{5}$/);
    await page.getByLabel('OTP').fill(code);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();

    await page.waitForURL(`${server.base}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ravi' }).waitFor();
    await expect(page.getByTestId('dashboard-person-name').textContent()).resolves.toBe('Ravi');
    expect(await page.title()).toBe('Dashboard · ISPz');
    await menu(page).getByRole('link', { name: 'Wallet' }).waitFor();
    await expectNoAxeViolations(page);

    // A part of the dashboard the site has no screens for says so, inside the working shell.
    await menu(page).getByRole('link', { name: 'Wallet' }).click();
    await page.waitForURL(`${server.base}/dashboard/wallet`);
    await page.getByRole('heading', { level: 1, name: 'Wallet', exact: true }).waitFor();
    await expect(menu(page).getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await expectNoAxeViolations(page);
    await menu(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ravi' }).waitFor();

    await page.getByRole('button', { name: 'Account menu for Ravi' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.base}/`);
    await visit(page, `${server.base}/dashboard`);
    await page.waitForURL(`${server.base}/login`);
    expect(errors).toEqual([]);
  }, 90_000);

  it('logs the demo investor in through /login onto the dashboard on a phone, menu folded', async () => {
    const { page, errors } = await openSitePage(browser, 'journey-investor', MOBILE);
    await logIn(page, 'investor@demo.test');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Isabel' }).waitFor();
    await page.getByRole('link', { name: /^Profile/ }).waitFor();
    expect(await menu(page).isVisible()).toBe(false);
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);

    // The folded menu by keyboard: opened, left with Escape (focus back on its button), opened again.
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Dashboard');
    await page.keyboard.press('Escape');
    expect(await menu(page).isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await menu(page).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`${server.base}/dashboard/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profile', exact: true }).waitFor();
    expect(await menu(page).isVisible()).toBe(false);
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);

    expect(errors).toEqual([]);
  }, 90_000);
});
