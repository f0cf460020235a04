/**
 * The loan-pool pages in Chromium against the seeded platform: each persona sees its own
 * tasks (the lender the tape import and the tapes, the investor the bidding table with Reprice
 * and Transfer, the due-diligence firm no Transfer, the rating agency no loan records), the
 * operator's read-only page with every action disabled, the pool summary's strat charts with
 * the summary variant of the filters, the invoices page's plain statement, and one write: the
 * investor adds a loan to the pool and the pool summary counts it.
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

const tasks = (page: Page) => page.getByRole('tablist', { name: 'Loan pool tasks' });
const task = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Logs a demo person in through the /login page, onto the dashboard. */
const logIn = (page: Page, email: string) => logInThroughPage(page, server.base, email);

async function openWorkspace(page: Page, email: string): Promise<void> {
  await logIn(page, email);
  await visit(page, `${server.base}/dashboard/loanPool`);
  await page.getByRole('heading', { level: 1, name: 'Loan Pool' }).waitFor();
  await tasks(page).waitFor();
}

const tabNames = async (page: Page) =>
  (await tasks(page).getByRole('tab').allTextContents()).map((t) => t.trim());

/** Every button of `scope` that acts (not a tab, a dialog's close or a view) is disabled. */
async function actionsDisabled(scope: ReturnType<Page['locator']>): Promise<string[]> {
  const enabled: string[] = [];
  for (const button of await scope.getByRole('button').all()) {
    if (!(await button.isVisible()) || (await button.isDisabled())) continue;
    // Sorting a column only orders what is shown.
    if (await button.evaluate((b) => b.closest('th') !== null)) continue;
    const name = ((await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '').trim();
    if (!/^(Close|Cancel|View loan|Open tape|Show as table|Rows per page|Next|Previous)/i.test(name))
      enabled.push(name);
  }
  return enabled;
}

/** At 375 px the page does not scroll sideways. */
async function fitsPhone(page: Page): Promise<void> {
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(150);
  await expect(overflowsSideways(page)).resolves.toBe(false);
}

describe('the loan-pool workspace', () => {
  it('gives the lender its tapes, Import Loan Files and Transfer, and says where invoices are', async () => {
    const { page, errors } = await openSitePage(browser, 'loan-pool-lender');
    await openWorkspace(page, 'lender@demo.test');
    await page.getByText('You are working as Lender.').waitFor();
    expect(await tabNames(page)).toEqual([
      'Loan Tapes',
      'Import Loan Files',
      'Loan Records',
      'Approvals',
      'Notifications',
    ]);
    await task(page, 'Loan Tapes').getByRole('button', { name: 'Open tape Agrifields-ASF-2024' }).waitFor();
    await expectNoAxeViolations(page);

    await tasks(page).getByRole('tab', { name: 'Import Loan Files' }).click();
    const upload = task(page, 'Import Loan Files').getByRole('form', { name: 'Upload loan tape' });
    await upload.getByLabel('Column mapping').waitFor();
    await expect(upload.getByRole('button', { name: 'Import' }).isEnabled()).resolves.toBe(true);
    expect(page.url()).toContain('task=import');

    await tasks(page).getByRole('tab', { name: 'Loan Records' }).click();
    const records = task(page, 'Loan Records');
    await records.getByRole('button', { name: 'Open loan AGF-A-000001' }).waitFor();
    await records.getByRole('button', { name: 'Transfer' }).waitFor();
    await expect(records.getByRole('button', { name: 'Reprice Loan' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await fitsPhone(page);

    await page
      .getByRole('navigation', { name: 'Loan pool pages' })
      .getByRole('link', { name: 'Pool invoices' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Pool invoices' }).waitFor();
    await page.getByText('The platform does not issue invoices for pool purchases').waitFor();
    await expectNoAxeViolations(page);
    await expect(overflowsSideways(page)).resolves.toBe(false);
    await page.getByRole('link', { name: 'Go to the purchase approvals' }).click();
    await expect(
      tasks(page).getByRole('tab', { name: 'Approvals' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    expect(errors).toEqual([]);
  }, 60_000);

  it('gives the investor the bidding table, Reprice and Transfer, and adds a loan to the pool', async () => {
    const { page, errors } = await openSitePage(browser, 'loan-pool-investor');
    await openWorkspace(page, 'investor@demo.test');
    await page.getByText('You are working as Investor.').waitFor();
    expect(await tabNames(page)).toEqual([
      'Loan Tapes',
      'Loan Records',
      'Bidding',
      'Due Diligence',
      'Approvals',
      'Notifications',
    ]);
    await tasks(page).getByRole('tab', { name: 'Bidding' }).click();
    await task(page, 'Bidding').getByRole('table', { name: 'LOAN RECORDS' }).waitFor();
    await expectNoAxeViolations(page);
    await expect(overflowsSideways(page)).resolves.toBe(false);
    await tasks(page).getByRole('tab', { name: 'Approvals' }).click();
    await task(page, 'Approvals')
      .getByRole('table', { name: /Purchase approvals/ })
      .waitFor();
    await expect(overflowsSideways(page)).resolves.toBe(false);

    // The pool summary counts the investor's pool before and after the write.
    const poolCount = async () => {
      await visit(page, `${server.base}/dashboard/loanPool/summary`);
      const totals = page.getByRole('region', { name: 'Totals and weighted averages' });
      return Number(await totals.locator('dt:text-is("Loans") + dd').textContent());
    };
    const before = await poolCount();
    await visit(page, `${server.base}/dashboard/loanPool?task=records`);
    const records = task(page, 'Loan Records');
    await records.getByRole('button', { name: 'Reprice Loan' }).waitFor();
    await records.getByRole('button', { name: 'Transfer' }).waitFor();
    await records.getByRole('checkbox', { name: 'Select loan AGF-P-000002' }).check();
    await records.getByRole('button', { name: 'Add to pool' }).click();
    await page.getByText('Added', { exact: true }).waitFor();
    await expect(poolCount()).resolves.toBe(before + 1);
    expect(errors).toEqual([]);
  }, 60_000);

  it('draws the pool summary with its strat charts and the summary filters', async () => {
    const { page, errors } = await openSitePage(browser, 'loan-pool-summary');
    await logIn(page, 'investor@demo.test');
    for (const path of ['summary', 'summary/PoolSummary']) {
      await visit(page, `${server.base}/dashboard/loanPool/${path}`);
      await page.getByRole('heading', { level: 1, name: 'Pool summary' }).waitFor();
      for (const chart of ['Distribution by FICO', 'Distribution by LTV (%)', 'Distribution by state'])
        await page.getByRole('figure', { name: chart }).getByRole('img', { name: chart }).waitFor();
      await page.getByText('POOL FILTERS').waitFor();
      await expect(page.getByText('Favourite filters').count()).resolves.toBe(0);
      await expect(page.getByLabel('Borrower').count()).resolves.toBe(0);
    }
    await expectNoAxeViolations(page);
    await fitsPhone(page);
    expect(errors).toEqual([]);
  });

  it('gives the due-diligence firm Reprice but no Transfer, and the rating agency no loan records', async () => {
    const { page, errors } = await openSitePage(browser, 'loan-pool-reviewers');
    await openWorkspace(page, 'dd@demo.test');
    await page.getByText('You are working as Due Diligence.').waitFor();
    expect(await tabNames(page)).toEqual(['Loan Tapes', 'Loan Records', 'Due Diligence', 'Notifications']);
    await tasks(page).getByRole('tab', { name: 'Loan Records' }).click();
    const records = task(page, 'Loan Records');
    await records.getByRole('button', { name: 'Reprice Loan' }).waitFor();
    await expect(records.getByRole('button', { name: 'Transfer' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    await page.context().clearCookies();
    await openWorkspace(page, 'rating@demo.test');
    await page.getByText('You are working as Rating Agency.').waitFor();
    expect(await tabNames(page)).toEqual(['Loan Tapes', 'Notifications']);
    expect(errors).toEqual([]);
  });

  it('shows the operator the read-only page with every action disabled', async () => {
    const { page, errors } = await openSitePage(browser, 'loan-pool-admin');
    await openWorkspace(page, 'admin@demo.test');
    await page.getByText('This page is read-only for you').waitFor();
    expect(await tabNames(page)).toEqual(['Loan Tapes', 'Approvals', 'Notifications']);
    await task(page, 'Loan Tapes')
      .getByRole('button', { name: 'Open tape Agrifields-Platform-2024' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Agrifields-Platform-2024' });
    await dialog
      .getByRole('button', { name: /^View loan/ })
      .first()
      .waitFor();
    await expect(actionsDisabled(dialog)).resolves.toEqual([]);
    await page.keyboard.press('Escape');

    await tasks(page).getByRole('tab', { name: 'Approvals' }).click();
    const approvals = task(page, 'Approvals');
    await approvals
      .getByLabel('Tape (Records, approval for bid amount)')
      .selectOption('Agrifields-Platform-2024');
    await approvals
      .getByRole('region', { name: 'Records, approval for bid amount' })
      .getByRole('table')
      .waitFor();
    await expect(actionsDisabled(approvals)).resolves.toEqual([]);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
