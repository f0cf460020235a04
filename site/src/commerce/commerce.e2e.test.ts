/**
 * The commerce build in Chromium (spec §2 Marketing pages, non-US build): every route draws its
 * heading and title with no axe violation at 1280 and 375 px and no sideways scroll on a phone;
 * the US-only paths are not pages here; the home's white-paper button, its popup by keyboard and
 * its links. The forms and the invoice pages are in commerce-forms.e2e.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoAxeViolations,
  MOBILE,
  openSitePage,
  overflowsSideways,
  visit,
} from '../../testing/browser';
import type { SiteServer } from '../../testing/site-server';
import { siteSuite } from '../../testing/site-suite';

let server: SiteServer;
let browser: Browser;

siteSuite([{ build: 'commerce', env: { SUPPORT_EMAIL: 'help@example.test' } }], (s) => {
  [server] = s.servers;
  browser = s.browser;
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

describe('the legal pages', () => {
  it('take a keyboard reader from the table of contents to the section', async () => {
    const { page } = await openSitePage(browser, 'commerce-legal-contents', MOBILE);
    await visit(page, `${server.base}/cancelandreturns`);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await contents.getByRole('link', { name: 'Refunds' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.base}/cancelandreturns#refunds`);
    const section = page.getByRole('region', { name: '4. Refunds' });
    await expect
      .poll(() => section.evaluate((s) => Math.round(s.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await expectHeading(page, 'Cancellation & Returns');
  });
});
