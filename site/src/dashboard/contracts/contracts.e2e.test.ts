/**
 * The contracts page in Chromium against the seeded platform: Green Valley Farms' admin drafts a
 * contract with the consumer on E-Stamp paper (the stamp duty shown in rupees as typed), saves
 * the draft, edits it, views it and sends it for approval with the server's words; the consumer
 * approves it ('Approved successfully'), and acting for the business — where its pages are
 * read-only for them — finds its action turned off; the admin reads the agreed contract back
 * after a reload. Axe finds nothing on the list, the form and the view; at 375 px nothing scrolls
 * sideways.
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

/** Logs a demo person in through the /login page, onto the dashboard. */
const logIn = (page: Page, email: string) => logInThroughPage(page, server.base, email);

const toast = (page: Page, text: string) =>
  page.getByRole('status').getByText(text, { exact: true }).waitFor();
const contracts = () => `${server.base}/dashboard/business/contracts`;

describe('contracts', () => {
  it('drafts an E-Stamp contract, edits, views and sends it; the other party approves it', async () => {
    const { page, errors } = await openSitePage(browser, 'contracts');
    await logIn(page, 'business@demo.test');
    await visit(page, contracts());
    await page.getByRole('heading', { level: 1, name: 'Contracts' }).waitFor();
    const table = page.getByRole('table', { name: 'Your contracts' });
    await table.getByRole('row', { name: /Tractor hire.*Waiting for signatures/ }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New contract' }).click();
    await page.getByRole('heading', { level: 2, name: 'New contract' }).waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Title is required').first().waitFor();
    await page.getByLabel('Title *').fill('Orchard irrigation service');
    await page.getByLabel('Agreement type *').selectOption('Service Agreement');
    await page.getByLabel('Other party *').selectOption({ label: 'Meera Iyer' });
    await page.getByLabel('Terms *').fill('Drip irrigation laid and serviced for one season.');
    await page.getByLabel(/On E-Stamp paper/).check();
    await page.getByLabel('Stamp duty state *').selectOption('TN');
    await page.getByLabel('Stamp duty in rupees *').fill('1250.5');
    await page.getByText('₹ 1,250.50 (Tamil Nadu)').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Contract saved as draft');

    // The view (mode view for the creator of a draft offers Edit).
    const view = page.getByRole('article', { name: 'Orchard irrigation service' });
    await view.getByText('Draft', { exact: true }).waitFor();
    await view.getByText('₹ 1,250.50 (Tamil Nadu) · not paid yet').waitFor();
    await view.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Title *').inputValue()).resolves.toBe('Orchard irrigation service');
    await expect(page.getByLabel('Stamp duty in rupees *').inputValue()).resolves.toBe('1250.50');
    await page.getByLabel('Title *').fill('Orchard irrigation service, block B');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Updated Successfully');
    const edited = page.getByRole('article', { name: 'Orchard irrigation service, block B' });
    await expectNoAxeViolations(page);
    await edited.getByRole('button', { name: 'Send for approval' }).click();
    await toast(page, 'Contract sent for approval');
    await edited.getByText('Pending approval', { exact: true }).waitFor();
    const url = page.url();

    // The other party approves it from their own contracts.
    const other = await openSitePage(browser, 'contracts-counterparty');
    await logIn(other.page, 'consumer@demo.test');
    await visit(other.page, url);
    const theirs = other.page.getByRole('article', { name: 'Orchard irrigation service, block B' });
    await theirs.getByRole('button', { name: 'Approve' }).click();
    await toast(other.page, 'Approved successfully');
    await theirs.getByText('Agreed', { exact: true }).waitFor();
    // Acting for Green Valley Farms, where the business pages are read-only for them (spec §6),
    // the same contract offers its action turned off.
    await other.page.getByRole('button', { name: 'Acting as Personal' }).click();
    await other.page.getByRole('menuitem', { name: /Green Valley Farms/ }).click();
    await other.page.waitForURL(`${server.base}/dashboard`);
    await visit(other.page, url);
    await theirs.getByText('This page is read-only for you: its actions are turned off.').waitFor();
    await expect(theirs.getByRole('button', { name: 'Cancel contract' }).isDisabled()).resolves.toBe(true);
    expect(other.errors).toEqual([]);

    // Read back by the creator after a reload: agreed, ready to be sent for signatures.
    await visit(page, contracts());
    await table.getByRole('row', { name: /Orchard irrigation service, block B.*Agreed/ }).waitFor();
    await table.getByRole('link', { name: 'View Orchard irrigation service, block B' }).click();
    await edited.getByRole('button', { name: 'Send for signatures' }).waitFor();
    expect(errors).toEqual([]);
  }, 60_000);

  it('fits a 375 px phone: the list, a contract and the form', async () => {
    const { page, errors } = await openSitePage(browser, 'contracts-mobile', MOBILE);
    await logIn(page, 'business@demo.test');
    await visit(page, contracts());
    await page.getByRole('link', { name: /View Cold storage lease/ }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await page.getByRole('link', { name: /View Cold storage lease/ }).click();
    await page
      .getByRole('article', { name: /Cold storage lease/ })
      .getByText('Draft', { exact: true })
      .waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Stamp duty state *').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
