/**
 * The commerce build's pages that talk to the platform, in Chromium: the contact form reaching
 * the admin's inbox, and the invoice pages — an anonymous visitor told how to reach an invoice,
 * a member shown their own hire and its invoice, read from the platform.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../fixtures/demo/people';
import { expectNoAxeViolations, MOBILE, openSitePage, visit } from '../../testing/browser';
import { signInThroughApi } from '../../testing/sign-in';
import type { SiteServer } from '../../testing/site-server';
import { siteSuite } from '../../testing/site-suite';

let server: SiteServer;
let browser: Browser;

siteSuite([{ build: 'commerce' }], (s) => {
  [server] = s.servers;
  browser = s.browser;
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
    await signInThroughApi(page, 'consumer@demo.test');
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
