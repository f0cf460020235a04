/**
 * The ecosystem page in Chromium against the seeded platform (US build): Green Valley Farms'
 * admin registers an ecosystem with a profile picture, sees 'Successfully Registered
 * Ecosystem' and its client secret once, and after a reload the ecosystem waiting for the
 * platform admin's approval and no secret; replaces that secret (shown once again) and adds
 * the business as a buyer ('Successfully Added'). The platform admin, who runs the demo
 * uBargain marketplace, sees its sellers and sign-on redirect URIs (its secret, which other
 * tests use, is left alone). Axe finds nothing; nothing scrolls sideways at 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../fixtures/demo/people';
import { bandedPng } from '../../../../fixtures/demo/png';
import {
  expectNoAxeViolations,
  MOBILE,
  openSitePage,
  overflowsSideways,
  visit,
} from '../../../testing/browser';
import type { SiteServer } from '../../../testing/site-server';
import { siteSuite } from '../../../testing/site-suite';

let server: SiteServer;
let browser: Browser;

siteSuite([{ build: 'us' }], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

const NAME = 'Orchard Exchange';
const SECRET = /^ispz_cs_[\w-]{20,}$/;

/** Logs a demo person in through the /login page, then opens the ecosystem page. */
async function openAs(page: Page, email: string): Promise<void> {
  await visit(page, `${server.base}/login`);
  await page.getByLabel('Email or Mobile').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${server.base}/dashboard`);
  await visit(page, `${server.base}/dashboard/ecosystem`);
  await page.getByRole('heading', { level: 1, name: 'Ecosystem' }).waitFor();
}

/** The business a demo admin logs in to, as the login answer names it. */
async function businessIdOf(email: string): Promise<string> {
  const answer = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const body = (await answer.json()) as { user: { login_mode: { business_id: string } } };
  return body.user.login_mode.business_id;
}

const secretBox = (page: Page) => page.getByLabel(`New client secret of ${NAME}`);
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Shows the page's ecosystem `name` (the page opens on the first one). */
async function manage(page: Page, name: string): Promise<void> {
  await page.getByLabel('Ecosystem to manage').selectOption({ label: name });
  await page.getByRole('heading', { level: 3, name }).waitFor();
}

describe('the ecosystem page', () => {
  it('registers an ecosystem that awaits approval, shows each secret once and adds a buyer', async () => {
    const { page, errors } = await openSitePage(browser, 'ecosystem-register');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base });
    await openAs(page, 'business@demo.test');
    await page.getByRole('heading', { level: 3, name: 'Agrifields Growers Network' }).waitFor();

    const form = page.getByRole('form', { name: 'Register an ecosystem' });
    await form.getByLabel('Ecosystem name *').fill(NAME);
    await form.getByLabel('Ecosystem address *').fill('https://orchard.demo.test');
    await form.getByLabel('Host name *').fill('Orchard.Demo.Test');
    await form.getByLabel('Redirect URIs').fill('https://orchard.demo.test/sso/callback');
    const logo = Buffer.from(bandedPng(64, 64, [120, 60, 20], [250, 220, 90]));
    await form
      .getByLabel('Profile picture')
      .setInputFiles({ name: 'orchard.png', mimeType: 'image/png', buffer: logo });
    await form.getByText('File uploaded successfully').waitFor();
    await form.getByRole('button', { name: 'Register ecosystem' }).click();
    await toast(page, 'Successfully Registered Ecosystem');
    await page.getByText('It now waits for the platform admin’s approval.').waitFor();
    await page.getByText('Copy it now: it will not be shown again.').waitFor();
    const first = await secretBox(page).inputValue();
    expect(first).toMatch(SECRET);
    await page.getByRole('button', { name: 'Copy secret' }).click();
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(first);
    await expectNoAxeViolations(page);

    // After a reload the secret is gone and the new ecosystem waits for approval.
    await visit(page, page.url());
    await manage(page, NAME);
    await expect(secretBox(page).count()).resolves.toBe(0);
    await expect(page.locator('body').textContent()).resolves.not.toContain(first);
    const card = page.getByRole('article', { name: NAME });
    await card.getByText('Awaiting approval', { exact: true }).waitFor();
    await card.getByText(/Waiting for the platform admin’s approval/).waitFor();
    await card.getByText('https://orchard.demo.test/sso/callback').waitFor();
    await card.getByText('orchard.demo.test', { exact: true }).waitFor();
    // Its pictures are not published before approval: the default picture stands in.
    await card.getByText(/Its pictures are published once the platform admin approves it/).waitFor();
    await expect(
      card.getByRole('img', { name: `${NAME} profile picture` }).getAttribute('src'),
    ).resolves.toBe('/images/fallback.svg');

    // A new secret, shown once, not the first one.
    await card.getByRole('button', { name: 'Rotate client secret' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate the client secret?' })
      .getByRole('button', { name: 'Rotate secret' })
      .click();
    await toast(page, 'Updated Successfully');
    const second = await secretBox(page).inputValue();
    expect(second).toMatch(SECRET);
    expect(second).not.toBe(first);

    // Green Valley Farms as a buyer, named in the table, kept by the server.
    await card.getByLabel('Side *').selectOption({ label: 'Buyer' });
    await card.getByLabel('Business ID *').fill(await businessIdOf('business@demo.test'));
    await card.getByLabel('Kind *').selectOption({ label: 'Retailer' });
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Successfully Added');
    await visit(page, page.url());
    await manage(page, NAME);
    await expect(secretBox(page).count()).resolves.toBe(0);
    const buyers = page.getByRole('table', { name: `Buyers of ${NAME}` });
    await buyers.getByRole('row', { name: /Green Valley Farms Retailer/ }).waitFor();
    await expectNoAxeViolations(page);

    await page.setViewportSize(MOBILE);
    await expect(overflowsSideways(page)).resolves.toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  }, 60_000);

  it('shows the uBargain owner its sellers and sign-on redirect URIs', async () => {
    const { page, errors } = await openSitePage(browser, 'ecosystem-ubargain', MOBILE);
    await openAs(page, 'admin@demo.test');
    const card = page.getByRole('article', { name: 'uBargain Marketplace' });
    await card.getByText('Approved', { exact: true }).waitFor();
    for (const uri of ['https://ubargain.demo.test/auth/callback', 'http://localhost:4000/auth/callback'])
      await card.getByText(uri, { exact: true }).waitFor();
    const sellers = card.getByRole('table', { name: 'Sellers of uBargain Marketplace' });
    await sellers.getByRole('row', { name: /Grower/ }).waitFor();
    await card
      .getByRole('table', { name: 'Buyers of uBargain Marketplace' })
      .getByText('No buyers yet.')
      .waitFor();
    await card.getByRole('button', { name: 'Rotate client secret' }).waitFor();
    // Its published logo and banner, read from get_image.
    const loaded = async (name: string) => {
      const img = card.getByRole('img', { name });
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (el) => el instanceof HTMLImageElement && el.complete,
        await img.elementHandle(),
      );
      return img.evaluate((el) => [(el as HTMLImageElement).naturalWidth, el.getAttribute('data-fallback')]);
    };
    await expect(loaded('uBargain Marketplace profile picture')).resolves.toEqual([64, null]);
    await expect(loaded('uBargain Marketplace banner 1')).resolves.toEqual([480, null]);
    await expect(overflowsSideways(page)).resolves.toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
