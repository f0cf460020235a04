/**
 * /dashboard/business in Chromium against the seeded platform (US build): a person who just
 * signed up registers a business (the spec's field messages first, then 'Successfully Registered
 * Business'), switches into it, and finds it again after a reload; the demo's business admin
 * sees Green Valley Farms' members, invites someone ('Sent Successfully', listed as open), makes
 * a page of Meera's read-only and reads it back after a reload, then puts it back; Meera, a
 * business user, switches into the business and finds the page read-only. Axe finds nothing;
 * nothing scrolls sideways at 1280 or 375 px.
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

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const toast = (page: Page, text: string) =>
  page.locator('.ispz-toast').getByText(text, { exact: true }).waitFor();

/** Logs a demo person in through the /login page, onto the dashboard. */
const logIn = (page: Page, email: string) => logInThroughPage(page, server.base, email);

/** No sideways scrolling at 1280 px nor at 375 px, and axe finds nothing at 375 px (the page stays there). */
async function checkBothWidths(page: Page): Promise<void> {
  expect(await overflowsSideways(page)).toBe(false);
  await page.setViewportSize(MOBILE);
  expect(await overflowsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
}

describe('the business page', () => {
  it('registers a new person’s business, switches into it and reads it back after a reload', async () => {
    const { page, errors } = await openSitePage(browser, 'business-register');
    const mobile = `8${String(Date.now()).slice(-9)}`;
    await signUpThroughPage(page, server.base, {
      firstname: 'Asha',
      lastname: 'Rao',
      password: 'Business@2026',
      mobile,
    });

    await visit(page, `${server.base}/dashboard/business`);
    await heading(page, 'Business');
    expect(await page.title()).toBe('Business · ISPz');
    // spec §3, §9 defaults; §5 messages when the choices are emptied.
    await expect(page.getByLabel('Business type').inputValue()).resolves.toBe('Private Limited');
    await expect(page.getByLabel('Industry type').inputValue()).resolves.toBe('eCommerce');
    await page.getByLabel('Business type').selectOption('');
    await page.getByLabel('Industry type').selectOption('');
    await page.getByRole('button', { name: 'Register business' }).click();
    await page.getByText('Business type is required', { exact: true }).waitFor();
    await page.getByText('Industry type is required', { exact: true }).waitFor();

    const name = `Asha Farms ${mobile.slice(-4)}`;
    await page.getByLabel('Business name').fill(name);
    await page.getByLabel('Business type').selectOption('Partnership Firm');
    await page.getByLabel('Industry type').selectOption('Agriculture');
    await page.getByRole('button', { name: 'Register business' }).click();
    await toast(page, 'Successfully Registered Business');
    await page.getByRole('status').getByText(`${name} is registered.`, { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `Switch to ${name}` }).click();
    await heading(page, name);
    await visit(page, `${server.base}/dashboard/business`);
    await heading(page, name);
    await expect(page.getByLabel('Business type').inputValue()).resolves.toBe('Partnership Firm');
    await expect(page.getByLabel('Industry type').inputValue()).resolves.toBe('Agriculture');
    await page.getByRole('row', { name: /Asha Rao \(you\) Business admin/ }).waitFor();
    await expect(page.getByRole('button', { name: 'Save changes' }).isEnabled()).resolves.toBe(true);
    await checkBothWidths(page);
    expect(errors).toEqual([]);
  }, 60_000);

  it('shows the demo business’s members, invites someone and sets a member’s page read-only', async () => {
    const { page, errors } = await openSitePage(browser, 'business-admin');
    await logIn(page, 'business@demo.test');
    await visit(page, `${server.base}/dashboard/business`);
    await heading(page, 'Green Valley Farms');
    const members = page.getByRole('table', { name: 'Members' });
    await members.getByRole('row', { name: /Vikram Rao \(you\) Business admin/ }).waitFor();
    await members.getByRole('row', { name: /Meera Iyer Business user/ }).waitFor();

    const invitee = `invitee.${Date.now()}@example.test`;
    await page.getByLabel('Email address').fill(invitee);
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Business seller' });
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await toast(page, 'Sent Successfully');
    await page
      .getByRole('table', { name: 'Open invitations' })
      .getByRole('row', { name: new RegExp(`${invitee.replace(/\./g, '\\.')} Business seller`) })
      .waitFor();
    await expect(page.getByLabel('Email address').inputValue()).resolves.toBe('');

    // Wallet is writable for Meera (the demo makes Business, Loan Pool and Assets read-only).
    const wallet = () => page.getByRole('dialog').getByRole('checkbox', { name: 'Wallet is read-only' });
    const openPages = async () => {
      await page.getByRole('button', { name: 'Pages of Meera Iyer' }).click();
      await wallet().waitFor();
    };
    await openPages();
    await expect(page.getByRole('checkbox', { name: 'Business is read-only' }).isChecked()).resolves.toBe(
      true,
    );
    expect(await wallet().isChecked()).toBe(false);
    await expectNoAxeViolations(page);
    await wallet().check();
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Updated Successfully');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await visit(page, `${server.base}/dashboard/business`);
    await openPages();
    expect(await wallet().isChecked()).toBe(true);
    // Put Meera's pages back as the demo has them.
    await wallet().uncheck();
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Updated Successfully');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await openPages();
    expect(await wallet().isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await checkBothWidths(page);
    expect(errors).toEqual([]);
  }, 60_000);

  it('is read-only for a business user who switches into the business', async () => {
    const { page, errors } = await openSitePage(browser, 'business-member', MOBILE);
    await logIn(page, 'consumer@demo.test');
    await visit(page, `${server.base}/dashboard/business`);
    await page.getByRole('button', { name: 'Switch to Green Valley Farms' }).click();
    await heading(page, 'Green Valley Farms');
    await page.getByText('This page is read-only for you', { exact: false }).waitFor();
    await expect(page.getByRole('button', { name: 'Save changes' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('Business name').isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Send invitation' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Pages of Vikram Rao' }).isDisabled()).resolves.toBe(true);
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  }, 40_000);
});
