/**
 * Assets and SmartHire in Chromium against the seeded platform (US build). The investor walks the
 * hire wizard by keyboard and mouse — core's message when a step is incomplete, Back keeping the
 * answers — and hires Green Valley Farms' demo tractor for three days; the order reads back
 * after a reload. Green Valley Farms' admin lists a truck, reads it back among their assets and
 * offers it for more days; the investor then finds it on
 * SmartHire at 375 px (where the tractor is not offered for the days it is hired) and follows
 * into the wizard with its answers filled in. Axe finds nothing
 * and nothing scrolls sideways.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ASSET_TEXT } from '../../../../core/accounts/assets/assets.errors';
import { MESSAGES } from '../../../../core/errors/messages';
import { formatDate } from '../../../../core/format/dates';
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

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name }).waitFor();
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first().waitFor();

/** Logs a demo person in through the /login page, onto the dashboard. */
const logIn = (page: Page, email: string) => logInThroughPage(page, server.base, email);

describe('hiring an asset through the wizard', () => {
  it('walks the four steps, keeps answers going back, and places an order that reads back', async () => {
    const { page, errors } = await openSitePage(browser, 'asset-wizard');
    await logIn(page, 'investor@demo.test');
    await visit(page, `${server.base}/dashboard/asset`);
    await heading(page, 'Assets');
    const wizard = page.getByRole('region', { name: 'Hire an asset' });
    const next = wizard.getByRole('button', { name: 'Next' });

    // Step 1 refuses to move on without a type, with core's words.
    await heading(page, 'Asset model and type', 3);
    await next.click();
    await wizard.getByText(ASSET_TEXT.assetType).waitFor();
    await wizard.getByLabel('Asset type').selectOption('Tractor');
    await next.focus();
    await page.keyboard.press('Enter');

    // Step 2 by keyboard; the stepper marks where we are.
    await heading(page, 'Hire details', 3);
    await expect(
      wizard.getByRole('list', { name: 'Hire steps' }).locator('[aria-current="step"]').textContent(),
    ).resolves.toContain('Hire details');
    await wizard.getByLabel('From', { exact: true }).fill(day(2));
    await wizard.getByLabel('To', { exact: true }).fill(day(1));
    await wizard.getByLabel('What is it for?').fill('Ploughing the east field');
    await page.keyboard.press('Tab');
    await next.click();
    await wizard.getByText(ASSET_TEXT.endBeforeStart).waitFor();
    await wizard.getByLabel('To', { exact: true }).fill(day(4));

    // Back keeps both steps' answers.
    await wizard.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Asset model and type', 3);
    await expect(wizard.getByLabel('Asset type').inputValue()).resolves.toBe('Tractor');
    await next.click();
    await heading(page, 'Hire details', 3);
    await expect(wizard.getByLabel('To', { exact: true }).inputValue()).resolves.toBe(day(4));
    await expect(wizard.getByLabel('What is it for?').inputValue()).resolves.toBe('Ploughing the east field');
    await expectNoAxeViolations(page);
    await next.click();

    // Step 3: the demo tractor, free for the three days, chosen by keyboard.
    await heading(page, 'Available assets', 3);
    const tractor = wizard.getByRole('radio', { name: /Mahindra 575 DI XP Plus/ });
    await tractor.focus();
    await page.keyboard.press('Space');
    await expect(tractor.isChecked()).resolves.toBe(true);
    await expect(wizard.getByText('3 days: ₹ 7,500.00').isVisible()).resolves.toBe(true);
    await next.click();

    // Step 4: the review, then the order.
    await heading(page, 'Review and place order', 3);
    await wizard.getByText('₹ 7,500.00 for 3 days').waitFor();
    await expectNoAxeViolations(page);
    await wizard.getByRole('button', { name: 'Place hire order' }).click();
    await toast(page, ASSET_TEXT.hireConfirmed);
    await page.waitForURL(/\/dashboard\/asset\/orders\/.+/);

    await visit(page, page.url());
    await heading(page, /^Hire order for /);
    const order = page.locator('dl');
    await order.getByText('Confirmed', { exact: true }).waitFor();
    await expect(order.textContent()).resolves.toContain('Ploughing the east field');
    await expect(order.textContent()).resolves.toContain('₹ 7,500.00');
    await expectNoAxeViolations(page);

    // The order is among the person's hire orders.
    await page.getByRole('link', { name: 'Back to Assets' }).click();
    await heading(page, 'Assets');
    await page
      .getByRole('region', { name: 'Assets you hire' })
      .getByText('Ploughing the east field')
      .waitFor();
    expect(errors).toEqual([]);
  }, 90_000);
});

describe('listing an asset and finding it on SmartHire', () => {
  it('lists a truck as the business, which the investor finds on SmartHire at 375 px', async () => {
    const owner = await openSitePage(browser, 'asset-list');
    await logIn(owner.page, 'business@demo.test');
    await visit(owner.page, `${server.base}/dashboard/asset`);
    const listing = owner.page.getByRole('region', { name: 'List an asset for hire' });
    await listing.getByRole('button', { name: 'List asset' }).click();
    await listing.getByText(ASSET_TEXT.modelRequired).waitFor();
    await listing.getByLabel('Asset type').selectOption('Truck');
    await listing.getByLabel('Asset model').fill('Tata Ultra 1918');
    await listing.getByLabel('City').fill('Mysuru');
    await listing.getByLabel('Daily rate (₹)').fill('3200');
    await listing.getByLabel('Available from').fill(day(1));
    await listing.getByLabel('Available to').fill(day(30));
    await listing.getByRole('button', { name: 'List asset' }).click();
    await toast(owner.page, ASSET_TEXT.assetAdded);

    // Read back after a reload among the owner's assets; more days join the window they touch.
    await visit(owner.page, `${server.base}/dashboard/asset`);
    const truck = owner.page
      .getByRole('region', { name: 'Your assets' })
      .getByRole('listitem')
      .filter({ has: owner.page.getByRole('heading', { name: 'Tata Ultra 1918' }) });
    await truck.getByText(`${formatDate(day(1))} – ${formatDate(day(30))}`).waitFor();
    await truck.getByLabel('Available from').fill(day(31));
    await truck.getByLabel('Available to').fill(day(40));
    await truck.getByRole('button', { name: 'Add days' }).click();
    await toast(owner.page, MESSAGES.updatedSuccessfully);
    await truck
      .getByRole('button', { name: `Remove ${formatDate(day(1))} – ${formatDate(day(40))}` })
      .waitFor();
    await expectNoAxeViolations(owner.page);
    expect(owner.errors).toEqual([]);

    const { page, errors } = await openSitePage(browser, 'smarthire', MOBILE);
    await logIn(page, 'investor@demo.test');
    await visit(page, `${server.base}/smarthire`);
    await heading(page, 'SmartHire');
    // Every type for the next three days: the new truck; the tractor hired above is taken then.
    const available = page.getByRole('region', { name: 'Available to hire' });
    await available.getByRole('heading', { name: 'Tata Ultra 1918' }).waitFor();
    await expect(available.getByRole('heading', { name: 'Mahindra 575 DI XP Plus' }).count()).resolves.toBe(
      0,
    );
    await page
      .getByRole('region', { name: 'Assets you hire' })
      .getByText('Ploughing the east field')
      .waitFor();
    await expectNoAxeViolations(page);
    expect(await overflowsSideways(page)).toBe(false);

    // Days after the hire: the tractor is offered again; then one type, and into the wizard.
    await available.getByLabel('From', { exact: true }).fill(day(10));
    await available.getByLabel('To', { exact: true }).fill(day(12));
    await available.getByRole('button', { name: 'Search' }).click();
    await available.getByRole('heading', { name: 'Mahindra 575 DI XP Plus' }).waitFor();
    await available.getByLabel('Asset type').selectOption('Truck');
    await available.getByRole('button', { name: 'Search' }).click();
    await available.getByRole('heading', { name: 'Mahindra 575 DI XP Plus' }).waitFor({ state: 'detached' });
    await available.getByRole('link', { name: /Hire this asset: Tata Ultra 1918/ }).click();
    await heading(page, 'Assets');
    const wizard = page.getByRole('region', { name: 'Hire an asset' });
    await expect(wizard.getByLabel('Asset type').inputValue()).resolves.toBe('Truck');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('What is it for?').fill('Moving the harvest');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByRole('radio', { name: /Tata Ultra 1918/ }).isChecked()).resolves.toBe(true);
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  }, 90_000);
});
