/**
 * The platform admin's console and the payments page in Chromium against the seeded platform
 * (US build). The admin approves a business registered for the test (it leaves the pending list
 * after a reload), reads a contact message and a lead sent for the test, sets a person's
 * default-user flag (read back as that person) and reads the roles view; a consumer is told the
 * console is the admin's; a consumer who hired an asset sees the payment, and its owner sees it
 * paid to them. Axe finds nothing; at 375 px nothing scrolls sideways.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../fixtures/demo/people';
import {
  expectNoAxeViolations,
  MOBILE,
  openSitePage,
  overflowsSideways,
  visit,
} from '../../../testing/browser';
import { logInThroughPage, signInThroughApi } from '../../../testing/sign-in';
import type { SiteServer } from '../../../testing/site-server';
import { siteSuite } from '../../../testing/site-suite';

let server: SiteServer;
let browser: Browser;

siteSuite([{ build: 'us' }], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

const SUFFIX = String(Date.now()).slice(-6);

/** Signs a demo person in through the API (outside the browser): their headers and user id. */
async function apiLogin(username: string): Promise<{ headers: Record<string, string>; userId: string }> {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const answer = (await login.json()) as { token: string; user: { user_id: string } };
  return {
    userId: answer.user.user_id,
    headers: {
      authorization: `Bearer ${answer.token}`,
      'x-xsrf-token': login.headers.get('x-xsrf-token') ?? '',
      'content-type': 'application/json',
    },
  };
}

async function call(path: string, init: RequestInit, status: number): Promise<unknown> {
  const answer = await fetch(`${server.base}/api${path}`, init);
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** Logs a demo person in through the /login page, onto the dashboard. */
const logIn = (page: Page, email: string) => logInThroughPage(page, server.base, email);

const table = (page: Page, name: string) => page.getByRole('table', { name });
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true }).first();
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
/** Waits until a table has drawn its rows (its loading sentence gone). */
const loaded = (page: Page, name: string) =>
  table(page, name).getByText('Loading…').waitFor({ state: 'detached' });

describe('the platform admin console', () => {
  it('approves a business, reads the inbox, sets a person’s flags and shows the roles', async () => {
    const consumer = await apiLogin('consumer@demo.test');
    const businessName = `Harvest Test Co ${SUFFIX}`;
    await call(
      '/businesses',
      { method: 'POST', headers: consumer.headers, body: JSON.stringify({ business_name: businessName }) },
      201,
    );
    const message = `Do you finance cold storage in Hassan? ${SUFFIX}`;
    await call(
      '/contact-us',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Kavya Reddy',
          email: 'kavya@example.test',
          knowThrough: 'Search Engine',
          details: message,
        }),
      },
      201,
    );
    const leadText = `Please send the litepaper ${SUFFIX}`;
    await call(
      '/lead',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Arjun Shah',
          email: 'arjun@example.test',
          option: 'pdf',
          details: leadText,
        }),
      },
      201,
    );

    const { page, errors } = await openSitePage(browser, 'admin-console');
    await logIn(page, 'admin@demo.test');
    await page
      .getByRole('navigation', { name: 'Dashboard menu' })
      .getByRole('link', { name: 'Admin' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Platform admin' }).waitFor();
    expect(await page.title()).toBe('Platform admin · ISPz');

    // Approvals: the business waits, the seeded Seller persona waits; the business is approved.
    await table(page, 'Businesses awaiting approval')
      .getByRole('cell', { name: businessName, exact: true })
      .waitFor();
    await table(page, 'Personas awaiting approval')
      .getByRole('cell', { name: 'Seller', exact: true })
      .first()
      .waitFor();
    await loaded(page, 'Rewards to decide');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Approve ${businessName}` }).click();
    await toast(page, 'Approved successfully').waitFor();
    await table(page, 'Businesses awaiting approval')
      .getByRole('cell', { name: businessName, exact: true })
      .waitFor({ state: 'detached' });
    await visit(page, page.url());
    await loaded(page, 'Businesses awaiting approval');
    await table(page, 'Personas awaiting approval')
      .getByRole('cell', { name: 'Seller', exact: true })
      .first()
      .waitFor();
    expect(await page.getByText(businessName).count()).toBe(0);

    // The inbox: newest first, so what the test sent is on the first page.
    await tab(page, 'Messages and leads').click();
    await table(page, 'Contact messages').getByText(message).waitFor();
    await table(page, 'Leads').getByText(leadText).waitFor();
    await expectNoAxeViolations(page);

    // Route flags: the person's id is required; the default-user flag is set and read back.
    await tab(page, 'Route flags').click();
    await page.getByRole('button', { name: 'Save flags' }).click();
    await toast(page, 'Please fill required (*) field').waitFor();
    await page.getByLabel('User id *').fill(consumer.userId);
    await page.getByLabel('Default-user flag').selectOption('on');
    await page.getByRole('button', { name: 'Save flags' }).click();
    await toast(page, 'Updated Successfully').waitFor();
    await page.getByText(`Stored for ${consumer.userId}: default-user flag on, persona check off.`).waitFor();
    const flags = (await call('/users/routeConfig', { headers: consumer.headers }, 200)) as {
      defaultUser: boolean;
      personaCheck: boolean;
    };
    expect([flags.defaultUser, flags.personaCheck]).toEqual([true, false]);
    await expectNoAxeViolations(page);

    await tab(page, 'Roles').click();
    await table(page, 'Token roles').getByRole('cell', { name: 'ispadmin', exact: true }).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  }, 60_000);

  it('fits a phone, and tells anyone else the page is the platform admin’s', async () => {
    const { page, errors } = await openSitePage(browser, 'admin-mobile', MOBILE);
    await visit(page, `${server.base}/login`);
    await signInThroughApi(page, 'admin@demo.test');
    await visit(page, `${server.base}/dashboard/ispadmin`);
    await loaded(page, 'Personas awaiting approval');
    expect(await overflowsSideways(page)).toBe(false);
    await tab(page, 'Messages and leads').click();
    await loaded(page, 'Contact messages');
    expect(await overflowsSideways(page)).toBe(false);
    await tab(page, 'Route flags').click();
    expect(await overflowsSideways(page)).toBe(false);

    const other = await openSitePage(browser, 'admin-refused');
    await visit(other.page, `${server.base}/login`);
    await signInThroughApi(other.page, 'investor@demo.test');
    await visit(other.page, `${server.base}/dashboard/ispadmin`);
    await other.page.getByText('This page is for the platform admin.').waitFor();
    expect(await other.page.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    await expectNoAxeViolations(other.page);
    expect([...errors, ...other.errors]).toEqual([]);
  }, 45_000);
});

describe('the payments page', () => {
  it('shows a hire the person paid for, and the owner sees it paid to them', async () => {
    const hirer = await apiLogin('investor2@demo.test');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [from, to] = [day(20), day(22)];
    const search = new URLSearchParams({ asset_type: 'Tractor', from, to });
    const available = (await call(`/orders/hire/available?${search}`, { headers: hirer.headers }, 200)) as {
      data: { asset: { _id: string } }[];
    };
    const assetId = available.data[0]?.asset._id ?? '';
    const hired = (await call(
      '/orders/hire',
      {
        method: 'POST',
        headers: hirer.headers,
        body: JSON.stringify({ asset_id: assetId, from, to, purpose: `Ploughing ${SUFFIX}` }),
      },
      201,
    )) as { reservation: { payment_id: string } };
    const paymentId = hired.reservation.payment_id;

    const { page, errors } = await openSitePage(browser, 'payments-hirer', MOBILE);
    await visit(page, `${server.base}/login`);
    await signInThroughApi(page, 'investor2@demo.test');
    await visit(page, `${server.base}/dashboard/payment`);
    await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    const row = table(page, 'Hire payments').getByRole('row').filter({ hasText: paymentId });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('You paid');
    await expect(row.textContent()).resolves.toContain('₹ 7,500.00');
    await page
      .getByText('Invoices, payouts, settlements and subscription payments are not available')
      .waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);

    const owner = await openSitePage(browser, 'payments-owner');
    await visit(owner.page, `${server.base}/login`);
    await signInThroughApi(owner.page, 'business@demo.test');
    await visit(owner.page, `${server.base}/dashboard/payment`);
    const received = table(owner.page, 'Hire payments').getByRole('row').filter({ hasText: paymentId });
    await expect(received.textContent()).resolves.toContain('Paid to you');
    await loaded(owner.page, 'Stamp duty');
    await expectNoAxeViolations(owner.page);
    expect([...errors, ...owner.errors]).toEqual([]);
  }, 45_000);
});
