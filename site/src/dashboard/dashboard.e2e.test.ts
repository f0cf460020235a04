/**
 * The dashboard's shell and the protected pages in Chromium against the seeded platform (US
 * build): a business admin named by the business with the business menu, the spec's deeper
 * sub-paths and an unknown one inside the shell, and /smarthire, /supplychain and
 * /supplychain/manage — in the site's frame when signed in, /login when not.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openSitePage, visit } from '../../testing/browser';
import { logInThroughPage } from '../../testing/sign-in';
import type { SiteServer } from '../../testing/site-server';
import { siteSuite } from '../../testing/site-suite';

let server: SiteServer;
let browser: Browser;

siteSuite([{ build: 'us' }], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Logs a demo person in through the /login page, onto the dashboard. */
const logIn = (page: Page, email: string) => logInThroughPage(page, server.base, email);

describe('the dashboard shell', () => {
  it('names a business admin by the business, and keeps every part inside the shell', async () => {
    const { page, errors } = await openSitePage(browser, 'dashboard-business');
    await logIn(page, 'business@demo.test');
    await heading(page, 'Welcome, Green Valley Farms');
    await expect(page.getByTestId('dashboard-person-name').textContent()).resolves.toBe('Green Valley Farms');
    await menu(page).getByRole('link', { name: 'Loan Pool' }).click();
    await heading(page, 'Loan Pool');
    // The spec's deeper sub-paths, and a path the dashboard does not know, with the menu still there.
    await visit(page, `${server.base}/dashboard/loanPool/summary/PoolSummary`);
    await heading(page, 'Pool summary');
    // A business admin has no loan persona, so no pool: the page says so instead of asking for one.
    await page.getByText('You see no loans in your current role').waitFor();
    await expect(
      menu(page).getByRole('link', { name: 'Loan Pool' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await visit(page, `${server.base}/dashboard/wallet/rewards`);
    await heading(page, 'Rewards');
    for (const unknown of ['/dashboard/no-such-part', '/dashboard/loanPool/no-such-view']) {
      await visit(page, `${server.base}${unknown}`);
      await heading(page, 'Page not found');
    }
    await expect(menu(page).getByRole('link', { name: 'Wallet' }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('the protected pages outside the dashboard', () => {
  it('show SmartHire, and say the supply chain is not available yet and what to do instead', async () => {
    const { page, errors } = await openSitePage(browser, 'protected-signed-in');
    await logIn(page, 'investor@demo.test');
    await visit(page, `${server.base}/smarthire`);
    await heading(page, 'SmartHire');
    await page.getByRole('heading', { level: 2, name: 'Available to hire' }).waitFor();
    expect(await page.title()).toBe('SmartHire · ISPz');
    for (const [path, title] of [
      ['/supplychain', 'Supply Chain'],
      ['/supplychain/manage', 'Manage Supply Chain'],
    ] as const) {
      await visit(page, `${server.base}${path}`);
      await heading(page, title);
      await page.getByText('This area is not available in the site yet').waitFor();
      await page.getByRole('link', { name: 'Hire equipment on SmartHire' }).waitFor();
      expect(await page.title()).toBe(`${title} · ISPz`);
      await expectNoAxeViolations(page);
    }
    expect(errors).toEqual([]);
  });

  it('send an anonymous visitor to /login', async () => {
    const { page } = await openSitePage(browser, 'protected-anonymous');
    for (const path of ['/smarthire', '/supplychain', '/supplychain/manage']) {
      await visit(page, `${server.base}${path}`);
      await page.waitForURL(`${server.base}/login`);
    }
  });
});
