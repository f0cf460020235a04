/**
 * The commerce build in Chromium (spec §2 Marketing pages, non-US build): every route draws its
 * heading and title with no axe violation at 1280 and 375 px and no sideways scroll on a phone;
 * the US-only paths are not pages here; the home's white-paper button, its popup by keyboard,
 * the contact form reaching the server, and the invoice pages for visitors and members.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../fixtures/demo/people';
import {
  DESKTOP,
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
  [server, browser] = await Promise.all([
    startSiteServer({ build: 'commerce', env: { SUPPORT_EMAIL: 'help@example.test' } }),
    launchBrowser(),
  ]);
}, 180_000); // the first test file after a source change builds the site
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Each route, its page heading and its title (the spec's words where it gives them). */
const ROUTES: ReadonlyArray<readonly [path: string, heading: string, title: string]> = [
  ['/', 'A marketplace where every party is verified', 'The verified marketplace'],
  ['/ourEcosystem', 'Automotive Ecosystem', 'Automotive Ecosystem'],
  ['/team', 'The people behind ISPz', 'Our team'],
  ['/contact', 'We would like to hear from you', 'Contact us'],
  ['/blockchain', 'Records as tokens, pools as securities', 'White paper'],
  ['/about', 'Trust, built into trade', 'About us'],
  ['/paza', 'Rewards for growing the marketplace', 'Paza rewards'],
  ['/careers', 'Build the marketplace people trust', 'Careers'],
  ['/payments', 'Money that moves when the deal does', 'Payments'],
  ['/cancelandreturns', 'Cancellation & Returns', 'Cancellation & Returns'],
  ['/faq', 'Frequently asked questions', 'FAQ'],
  ['/terms', 'Terms', 'Terms'],
  ['/seller', 'Seller Terms', 'Seller Terms'],
  ['/estamp-terms', 'E-Stamp Terms', 'E-Stamp Terms'],
  ['/shipping', 'Shipping policy', 'Shipping policy'],
  ['/market', 'Buy, sell and hire with verified businesses', 'Marketplace'],
  ['/join', 'One account for every marketplace', 'Join'],
  ['/invoice', 'Invoices', 'Invoices'],
  ['/orderinvoice', 'Order invoice', 'Order invoice'],
];

/** Waits for the page's h1 to read `text` (a lazy page may still be loading). */
const expectHeading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();

/** The page's own description: React adds it after index.html's default one. */
const description = (page: Page) => page.locator('meta[name="description"]').last().getAttribute('content');

/** Every route's own description (none repeats another's). */
const descriptions = new Set<string | null>([null, '']);

/** One route at 1280 px, then the same page at 375 px (a phone). */
async function checkRoute([path, h1, title]: (typeof ROUTES)[number]) {
  const { page, errors } = await openSitePage(browser, `commerce${path.replace(/\//g, '-')}`, DESKTOP);
  await visit(page, `${server.base}${path}`);
  await expectHeading(page, h1);
  expect(await page.title()).toBe(`${title} · ISPz`);
  const own = await description(page);
  expect(descriptions.has(own), `${path}: ${own}`).toBe(false);
  descriptions.add(own);
  await expectNoAxeViolations(page);
  await page.setViewportSize(MOBILE);
  await expectHeading(page, h1);
  expect(await overflowsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
  await page.context().close(); // kept open on a failure, for its screenshot
}

describe('every commerce route', () => {
  it.each(ROUTES)(
    '%s draws its heading and title with no axe violation at 1280 and 375 px, and no sideways scroll',
    async (...route) => {
      await checkRoute(route);
    },
  );
});

describe('the commerce build’s routes', () => {
  it('has none of the US build’s pages: they show the not-found screen', async () => {
    const { page } = await openSitePage(browser, 'commerce-us-paths');
    for (const path of ['/home', '/leadership', '/download', '/connect', '/business', '/term']) {
      await visit(page, `${server.base}${path}`);
      await expectHeading(page, 'Page not found');
    }
  });
});

describe('the commerce home', () => {
  it('leads from its white-paper button to /blockchain', async () => {
    const { page } = await openSitePage(browser, 'commerce-white-paper');
    await visit(page, `${server.base}/`);
    await page.getByRole('main').getByRole('link', { name: 'Read the white paper' }).first().click();
    await page.waitForURL(`${server.base}/blockchain`);
    await expectHeading(page, 'Records as tokens, pools as securities');
  });

  it('opens and closes its announcement by keyboard, giving focus back to its button', async () => {
    const { page } = await openSitePage(browser, 'commerce-popup', MOBILE);
    await visit(page, `${server.base}/`);
    const open = page.getByRole('button', { name: 'Read the announcement' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contracts with E-Stamp are here' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Close' }).last().press('Enter');
    await dialog.waitFor({ state: 'detached' });
  });

  it('links to the auto marketplace and to an outside article that opens apart from the page', async () => {
    const { page } = await openSitePage(browser, 'commerce-links');
    await visit(page, `${server.base}/`);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Visit the auto marketplace' }).getAttribute('href')).toBe(
      '/ourEcosystem',
    );
    const article = main.getByRole('link', { name: /how a blockchain works/ });
    expect(await article.getAttribute('target')).toBe('_blank');
    expect(await article.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

/** Logs in through the API (bearer transport): the headers of that person's calls. */
async function apiLogin(username: string): Promise<Record<string, string>> {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return {
    authorization: `Bearer ${token}`,
    'x-xsrf-token': login.headers.get('x-xsrf-token') ?? '',
    'content-type': 'application/json',
  };
}

describe('the contact page', () => {
  it('asks for the required fields, then sends the message to the platform and clears the form', async () => {
    const { page, errors } = await openSitePage(browser, 'commerce-contact');
    await visit(page, `${server.base}/contact`);
    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please fill required (*) field').first().waitFor();
    const details = `Do you deliver tractors to Mysuru? ${Date.now()}`;
    await form.getByLabel('Name *').fill('Kavya Reddy');
    await form.getByLabel('Email *').fill('kavya@example.test');
    await form.getByLabel('How did you hear about us? *').selectOption('Search Engine');
    await form.getByLabel('Your message').fill(details);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Sent Successfully').first().waitFor();
    expect(await form.getByLabel('Name *').inputValue()).toBe('');
    const inbox = await fetch(`${server.base}/api/admin/contact-us`, {
      headers: await apiLogin('admin@demo.test'),
    });
    const { data } = (await inbox.json()) as {
      data: { name: string; details: string; knowThrough: string }[];
    };
    expect(data).toContainEqual(
      expect.objectContaining({ name: 'Kavya Reddy', details, knowThrough: 'Search Engine' }),
    );
    expect(errors).toEqual([]);
  });
});

describe('the invoice pages', () => {
  it('tell an anonymous visitor what an order invoice is and send them to log in', async () => {
    const { page } = await openSitePage(browser, 'commerce-invoice-anonymous', MOBILE);
    await visit(page, `${server.base}/orderinvoice?reservation_id=anything`);
    await page.getByText('it is shown only to you').waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Log in to see your invoices' })
        .getAttribute('href'),
    ).toBe('/login');
    await visit(page, `${server.base}/invoice`);
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Log in to see your invoices' }).count(),
    ).toBe(1);
  });

  it('show a member their own hire and its invoice, read from the platform', async () => {
    const consumer = await apiLogin('consumer@demo.test');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const search = `asset_type=Tractor&from=${day(7)}&to=${day(9)}`;
    const available = await fetch(`${server.base}/api/orders/hire/available?${search}`, {
      headers: consumer,
    });
    const [offer] = ((await available.json()) as { data: { asset: { _id: string } }[] }).data;
    const hire = await fetch(`${server.base}/api/orders/hire`, {
      method: 'POST',
      headers: consumer,
      body: JSON.stringify({ asset_id: offer?.asset._id, from: day(7), to: day(9), purpose: 'Harvest' }),
    });
    expect(hire.status).toBe(201);
    const { reservation } = (await hire.json()) as { reservation: { _id: string; amount: number } };

    const { page, errors } = await openSitePage(browser, 'commerce-invoice-member');
    await visit(page, `${server.base}/orderinvoice`);
    await signIn(page, 'consumer@demo.test');
    await page.getByRole('heading', { name: 'Assets you hired' }).waitFor();
    await page.getByRole('link', { name: `View invoice ${reservation._id}` }).click();
    const invoice = page.getByRole('article', { name: `Invoice for order ${reservation._id}` });
    await invoice.waitFor();
    expect(await invoice.textContent()).toContain('₹ 7,500.00');
    expect(await invoice.textContent()).toContain('Confirmed');
    await expectNoAxeViolations(page);
    await visit(page, `${server.base}/orderinvoice?reservation_id=not-an-order`);
    await page.getByText('There is no such order among yours.').waitFor();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});

/** Signs in through the API in the page (the refresh cookie lands in its context), then reloads. */
async function signIn(page: Page, email: string) {
  const status = await page.evaluate(
    async ([username, password]) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Session-Transport': 'cookie' },
          body: JSON.stringify({ username, password }),
        })
      ).status,
    [email, DEMO_PASSWORD],
  );
  expect(status).toBe(200);
  await visit(page, page.url());
}
