/**
 * The wallet pages in Chromium against the seeded platform (US build): a person who has just
 * signed up onboards a persona and sees it pending; the lender answers the second investor's
 * request for the lender's licence, the investor reads its attributes and approves it, then
 * asks the lender for another credential and cancels; the rating agency issues the investor's
 * accredited-investor credential; the consumer's rewards show their status words. Each write is
 * read back after a reload. Axe finds nothing; at 375 px nothing scrolls sideways.
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
import { signUpThroughPage } from '../../../testing/sign-up';
import type { SiteServer } from '../../../testing/site-server';
import { siteSuite } from '../../../testing/site-suite';

let server: SiteServer;
let browser: Browser;

siteSuite([{ build: 'us' }], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

/** Logs a demo person in through the /login page, onto the dashboard. */
const logIn = (page: Page, email: string) => logInThroughPage(page, server.base, email);

async function openWallet(page: Page): Promise<void> {
  await visit(page, `${server.base}/dashboard/wallet`);
  await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
}

/** Waits for the success toast saying exactly `text`, then dismisses it. */
async function successToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.ispz-toast', { has: page.getByText(text, { exact: true }) });
  await toast.waitFor();
  await expect(toast.getAttribute('data-tone')).resolves.toBe('success');
  await toast.getByRole('button').click();
}

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const row = (page: Page, tableName: string, text: string) =>
  table(page, tableName).getByRole('row').filter({ hasText: text });
/** Waits until the row of `text` in `tableName` shows `status`. */
const rowShows = (page: Page, tableName: string, text: string, status: string) =>
  row(page, tableName, text).filter({ hasText: status }).waitFor();

describe('the wallet', () => {
  it('lets a new person onboard a persona, pending, and fits a phone', async () => {
    const { page, errors } = await openSitePage(browser, 'wallet-new-person');
    const mobile = `8${String(Date.now()).slice(-9)}`;
    await signUpThroughPage(page, server.base, {
      firstname: 'Asha',
      lastname: 'Rao',
      password: 'Wallet@2026',
      mobile,
    });

    await openWallet(page);
    await table(page, 'Personas').getByText('You have no personas yet.').waitFor();
    await page.getByLabel('Persona type').selectOption({ label: 'Investor (needs approval)' });
    await page.getByRole('button', { name: 'Onboard persona' }).click();
    await successToast(page, 'Persona onboarded successfully!');
    await rowShows(page, 'Personas', 'Investor', 'Pending');
    // Read back from the server: the persona is there after a reload, and no longer offered.
    await openWallet(page);
    await rowShows(page, 'Personas', 'Investor', 'Pending');
    const offered = await page.getByLabel('Persona type').locator('option').allTextContents();
    expect(offered.some((o) => o.startsWith('Investor'))).toBe(false);

    await page.setViewportSize(MOBILE);
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  }, 60_000);

  it('carries a credential request, share, approval, cancel and issue between people', async () => {
    const lender = await openSitePage(browser, 'wallet-lender');
    const investor = await openSitePage(browser, 'wallet-investor2');
    const rating = await openSitePage(browser, 'wallet-rating');
    await Promise.all([
      logIn(lender.page, 'lender@demo.test').then(() => openWallet(lender.page)),
      logIn(investor.page, 'investor2@demo.test').then(() => openWallet(investor.page)),
      logIn(rating.page, 'rating@demo.test').then(() => openWallet(rating.page)),
    ]);

    // The lender answers the second investor's request with the issued licence.
    const requests = 'Requests for your credentials';
    await rowShows(lender.page, requests, 'Lender Licence', 'Requested');
    await row(lender.page, requests, 'Lender Licence')
      .getByRole('button', { name: 'Share Lender Licence' })
      .click();
    const dialog = lender.page.getByRole('dialog', { name: 'Share a Lender Licence credential' });
    await dialog.getByLabel('Credential').waitFor();
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await successToast(lender.page, 'Credentials have been shared');
    await rowShows(lender.page, requests, 'Lender Licence', 'Shared');

    // The investor sees it shared, reads its attributes and approves it.
    const mine = 'Credentials you requested from others';
    await openWallet(investor.page);
    await rowShows(investor.page, mine, 'Lender Licence', 'Shared');
    await row(investor.page, mine, 'Lender Licence')
      .getByRole('button', { name: 'View Lender Licence', exact: true })
      .click();
    const attributes = investor.page.getByRole('dialog', { name: 'Lender Licence credential' });
    await attributes.getByText('NMLS-2049117').waitFor();
    await expectNoAxeViolations(investor.page);
    await attributes.getByRole('button', { name: 'Close', exact: true }).last().click();
    await row(investor.page, mine, 'Lender Licence')
      .getByRole('button', { name: 'Approve Lender Licence' })
      .click();
    await successToast(investor.page, 'Credential has been approved');
    await rowShows(investor.page, mine, 'Lender Licence', 'Approved');

    // The investor asks the lender, by account ID, for another credential, then withdraws.
    const lenderId = (await lender.page.getByTestId('wallet-account-id').textContent()) ?? '';
    const ask = investor.page.getByRole('form', { name: 'Request a credential from someone' });
    await ask.getByLabel('Holder account ID').fill(lenderId);
    await ask.getByLabel('Credential type').selectOption('Business Registration');
    await ask.getByRole('button', { name: 'Request credential' }).click();
    await successToast(investor.page, 'Credentials have been requested');
    await rowShows(investor.page, mine, 'Business Registration', 'Requested');
    await row(investor.page, mine, 'Business Registration')
      .getByRole('button', { name: 'Cancel request Business Registration' })
      .click();
    await successToast(investor.page, 'Request has been cancelled');

    // Read back from the server: the investor's page after a reload, the lender's lists read again.
    await openWallet(investor.page);
    await rowShows(investor.page, mine, 'Lender Licence', 'Approved');
    await rowShows(investor.page, mine, 'Business Registration', 'Cancelled');
    await lender.page.reload();
    await rowShows(lender.page, requests, 'Lender Licence', 'Approved');
    await rowShows(lender.page, requests, 'Business Registration', 'Cancelled');

    // The rating agency issues the investor's accredited-investor credential it was reviewing.
    const asked = 'Credentials asked of you to issue';
    await rowShows(rating.page, asked, 'Accredited Investor', 'In review');
    await row(rating.page, asked, 'Accredited Investor')
      .getByRole('button', { name: 'Issue Accredited Investor' })
      .click();
    await successToast(rating.page, 'Credential has been issued');
    await rating.page.reload();
    await rowShows(rating.page, asked, 'Accredited Investor', 'Issued');
    expect([...lender.errors, ...investor.errors, ...rating.errors]).toEqual([]);
  }, 60_000);
});

describe('the rewards page', () => {
  it('shows the consumer’s referral rewards with their status words, on a phone', async () => {
    const { page, errors } = await openSitePage(browser, 'wallet-rewards', MOBILE);
    await logIn(page, 'consumer@demo.test');
    await visit(page, `${server.base}/dashboard/wallet/rewards`);
    await page.getByRole('heading', { level: 1, name: 'Rewards' }).waitFor();
    const rows = table(page, 'Rewards').getByRole('row');
    await rows.nth(3).waitFor(); // the header and the three people the consumer referred
    expect(await rows.count()).toBe(4);
    // The seeded referrals: one Eligible (orange), one Earned (green), one Paid (blue), each with its word.
    const badges = table(page, 'Rewards').locator('.ispz-badge');
    expect((await badges.allTextContents()).sort()).toEqual(['Earned', 'Eligible', 'Paid']);
    for (const [word, colour] of [
      ['Eligible', 'orange'],
      ['Earned', 'green'],
      ['Paid', 'blue'],
    ])
      await expect(badges.filter({ hasText: word }).getAttribute('class')).resolves.toContain(
        `ispz-badge--${colour}`,
      );
    await page.getByText('People referred').waitFor();
    await page.getByText('DEMOCONSUMER').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  }, 30_000);
});
