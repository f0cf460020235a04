/**
 * A person's way into the platform through the site, in Chromium against the seeded platform
 * (US build): sign up on /signup with the code from the dev mailbox, land on the dashboard and
 * see their name, use its menu, log out through the avatar menu — after which /dashboard sends
 * them to /login; a demo investor logs in through /login onto the dashboard, on a phone; the
 * protected pages outside the dashboard. Axe finds nothing on the dashboard's pages at either width.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  launchBrowser,
  MOBILE,
  openSitePage,
  overflowsSideways,
  visit,
} from '../../testing/browser';
import { type SiteServer, startSiteServer } from '../../testing/site-server';

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer({ build: 'us' }), launchBrowser()]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The latest 5-digit code the dev mailbox holds for a recipient whose address contains `to`. */
async function codeSentTo(to: string): Promise<string> {
  const answer = await fetch(`${server.base}/api/dev/mailbox?format=json`);
  const mails = ((await answer.json()) as { data: { to: string; body: string }[] }).data;
  const mail = mails.find((m) => m.to.includes(to));
  return mail?.body.match(/\b\d{5}\b/)?.[0] ?? '';
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });

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
    const code = await codeSentTo(mobile);
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
    await page.getByRole('heading', { level: 1, name: 'Wallet is not available in the site yet' }).waitFor();
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
    await visit(page, `${server.base}/login`);
    await page.getByLabel('Email or Mobile').fill('investor@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${server.base}/dashboard`);
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
    await page.getByRole('heading', { level: 1, name: 'Profile is not available in the site yet' }).waitFor();
    expect(await menu(page).isVisible()).toBe(false);
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);

    // The spec's deeper sub-paths, and a path the dashboard does not know.
    await visit(page, `${server.base}/dashboard/wallet/rewards`);
    await page.getByRole('heading', { level: 1, name: 'Rewards is not available in the site yet' }).waitFor();
    await visit(page, `${server.base}/dashboard/no-such-part`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expect(page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).resolves.toBe(true);

    // The protected pages outside the dashboard, in the site's frame.
    for (const [path, title] of [
      ['/smarthire', 'SmartHire'],
      ['/supplychain', 'Supply Chain'],
      ['/supplychain/manage', 'Manage Supply Chain'],
    ]) {
      await visit(page, `${server.base}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('This area is not available in the site yet').waitFor();
      expect(await page.title()).toBe(`${title} · ISPz`);
    }
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  }, 90_000);

  it('names a business admin by the business, with the business menu', async () => {
    const { page, errors } = await openSitePage(browser, 'journey-business');
    await visit(page, `${server.base}/login`);
    await page.getByLabel('Email or Mobile').fill('business@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${server.base}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Green Valley Farms' }).waitFor();
    await expect(page.getByTestId('dashboard-person-name').textContent()).resolves.toBe('Green Valley Farms');
    await menu(page).getByRole('link', { name: 'Loan Pool' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Loan Pool is not available in the site yet' })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('sends an anonymous visitor of /smarthire and /supplychain/manage to /login', async () => {
    const { page } = await openSitePage(browser, 'journey-anonymous');
    for (const path of ['/smarthire', '/supplychain/manage']) {
      await visit(page, `${server.base}${path}`);
      await page.waitForURL(`${server.base}/login`);
    }
  });
});
