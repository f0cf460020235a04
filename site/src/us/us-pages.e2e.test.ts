/**
 * The US build's /download, /career, /contact, /connect, /faq and /term in Chromium on the real
 * server: each page's key labels, title and description, axe at desktop and phone widths with
 * no sideways scrolling on the phone; the papers download as PDFs; the write-to-us form's
 * required message, 'Sent Successfully', the form cleared and the message stored; the lead
 * form's option message, the lead stored, the thank-you and the new tab about 1.5 s later; the
 * FAQ accordion by keyboard; the resume form saying plainly that nothing is sent.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../fixtures/demo/people';
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
import { CAREER_PAGE } from './career/career-content';
import { CONNECT_PAGE } from './content/connect';
import { CONTACT_PAGE, formatCoordinates, OFFICE } from './content/contact';
import { DOWNLOAD_PAGE, RESOURCES, sizeNote } from './content/download';
import { FAQ_PAGE, FAQ_TOPICS } from './content/faq';
import { TERMS_PAGE } from './content/terms';

let server: SiteServer;
let browser: Browser;

siteSuite([{ build: 'us' }], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

const ROUTES = [
  {
    path: '/download',
    title: DOWNLOAD_PAGE.title,
    description: DOWNLOAD_PAGE.description,
    labels: [DOWNLOAD_PAGE.heading, ...RESOURCES.map((r) => r.heading)],
  },
  {
    path: '/career',
    title: CAREER_PAGE.title,
    description: CAREER_PAGE.description,
    labels: [CAREER_PAGE.heading, CAREER_PAGE.formHeading],
  },
  {
    path: '/contact',
    title: CONTACT_PAGE.title,
    description: CONTACT_PAGE.description,
    labels: [CONTACT_PAGE.formHeading, CONTACT_PAGE.detailsHeading],
  },
  {
    path: '/connect',
    title: CONNECT_PAGE.title,
    description: CONNECT_PAGE.description,
    labels: ['GET CONNECTED'],
  },
  {
    path: '/faq',
    title: FAQ_PAGE.title,
    description: FAQ_PAGE.description,
    labels: ['You have questions? We have Answers!'],
  },
  {
    path: '/term',
    title: TERMS_PAGE.title,
    description: TERMS_PAGE.description,
    labels: [TERMS_PAGE.heading, TERMS_PAGE.contents],
  },
];

/** The admin's view of what the site's forms stored (`/api/admin/contact-us` or `/api/admin/leads`). */
async function stored(
  path: '/api/admin/contact-us' | '/api/admin/leads',
): Promise<Record<string, unknown>[]> {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const list = await fetch(`${server.base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(list.status).toBe(200);
  return ((await list.json()) as { data: Record<string, unknown>[] }).data;
}

const fieldValue = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

describe('the US build’s download, career, contact, connect, FAQ and terms pages', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)(
    'render their key labels, title and description with no axe violations (%s)',
    async (name, viewport) => {
      const { page, errors } = await openSitePage(browser, `us-pages-${name}`, viewport);
      for (const route of ROUTES) {
        await visit(page, `${server.base}${route.path}`);
        for (const label of route.labels) await page.getByText(label, { exact: true }).first().waitFor();
        expect(await page.title()).toBe(`${route.title} · ISPz`);
        const descriptions = await page
          .locator('meta[name="description"]')
          .evaluateAll((metas) => metas.map((m) => m.getAttribute('content')));
        expect(descriptions).toContain(route.description);
        expect(await page.locator('h1').count(), route.path).toBe(1);
        await expectNoAxeViolations(page);
        if (viewport === MOBILE) expect(await overflowsSideways(page), route.path).toBe(false);
      }
      expect(errors).toEqual([]);
    },
  );

  it('downloads both papers as real PDFs under their own names', async () => {
    const { page } = await openSitePage(browser, 'us-download');
    await visit(page, `${server.base}/download`);
    for (const resource of RESOURCES) await page.getByText(sizeNote(resource), { exact: true }).waitFor();
    for (const resource of RESOURCES) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: `${DOWNLOAD_PAGE.download}: ${resource.heading}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(resource.file);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const pdf = Buffer.concat(chunks);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBe(resource.bytes);
    }
    const served = await fetch(`${server.base}/papers/${RESOURCES[0]?.file}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
  });

  it("refuses an empty contact form, then sends it: 'Sent Successfully', the form cleared, the message stored", async () => {
    const { page, errors } = await openSitePage(browser, 'us-contact');
    await visit(page, `${server.base}/contact`);
    const coordinates = formatCoordinates(OFFICE.latitude, OFFICE.longitude);
    expect(coordinates).toBe('39.7458° N, 75.5496° W');
    await page.getByRole('img', { name: CONTACT_PAGE.mapLabel(OFFICE.company, coordinates) }).waitFor();
    await page.locator('main').getByRole('link', { name: 'support@ispz.example' }).waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').getByText('Please fill required (*) field').waitFor();
    await page.getByLabel('Name *').fill('Asha Rao');
    await page.getByLabel('Email *').fill('asha.contact@example.test');
    await page.getByLabel('How did you hear about us? *').selectOption('Search Engine');
    await page.getByLabel('Your message').fill('How do pools work?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Sent Successfully').waitFor();
    expect(await fieldValue(page, 'Name *')).toBe('');
    expect(await fieldValue(page, 'Email *')).toBe('');
    expect(await fieldValue(page, 'Your message')).toBe('');
    expect(await page.getByLabel('How did you hear about us? *').inputValue()).toBe('');
    const messages = await stored('/api/admin/contact-us');
    expect(messages.find((m) => m.email === 'asha.contact@example.test')).toMatchObject({
      name: 'Asha Rao',
      knowThrough: 'Search Engine',
      details: 'How do pools work?',
    });
    expect(errors).toEqual([]);
  });

  it('asks for an option, stores the lead, thanks the visitor and opens the litepaper in a new tab about 1.5 s later', async () => {
    const { page, errors } = await openSitePage(browser, 'us-connect');
    await visit(page, `${server.base}/connect`);
    await page.getByLabel('Email', { exact: true }).fill('lead.visitor@example.test');
    await page.getByRole('button', { name: CONNECT_PAGE.send }).click();
    await page.getByRole('status').getByText('Please select an option to view details').waitFor();
    await page.getByRole('radio', { name: /Read the litepaper/ }).check();
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: CONNECT_PAGE.send }).click();
    await page.getByText('Thanks you for your interest in the').waitFor();
    const thanked = Date.now();
    const tab = await opened;
    const waited = Date.now() - thanked;
    expect(waited).toBeGreaterThan(1200);
    expect(waited).toBeLessThan(5000);
    await tab.waitForURL(/\/papers\/ispz-litepaper\.pdf$/);
    const leads = await stored('/api/admin/leads');
    expect(leads.find((l) => l.email === 'lead.visitor@example.test')).toMatchObject({ option: 'pdf' });
    expect(errors).toEqual([]);
  });

  it('opens and moves through the FAQ by keyboard', async () => {
    const { page } = await openSitePage(browser, 'us-faq', MOBILE);
    await visit(page, `${server.base}/faq`);
    const [first, second] = FAQ_TOPICS;
    const title = (q: string) => page.getByRole('button', { name: q });
    await title(first?.question ?? '').focus();
    await page.keyboard.press('Enter');
    expect(await title(first?.question ?? '').getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('region', { name: first?.question })
      .getByText(first?.answer[0] ?? '')
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect(await title(second?.question ?? '').getAttribute('aria-expanded')).toBe('true');
    expect(await title(first?.question ?? '').getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('region', { name: first?.question }).count()).toBe(0);
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(FAQ_TOPICS.at(-1)?.question);
  });

  it('checks the resume form and says plainly that nothing is sent, with the support email', async () => {
    const { page, errors } = await openSitePage(browser, 'us-career');
    await visit(page, `${server.base}/career`);
    await page.getByText(CAREER_PAGE.notOnline).waitFor();
    await page.getByRole('button', { name: CAREER_PAGE.check }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Please upload a valid file').waitFor();
    await page.getByLabel(CAREER_PAGE.firstName).fill('Asha');
    await page.getByLabel(CAREER_PAGE.secondName).fill('Rao');
    await page.getByLabel(CAREER_PAGE.resumeTitle).fill('Senior engineer');
    await page.getByLabel(CAREER_PAGE.email).fill('asha@example.test');
    await page.getByLabel(CAREER_PAGE.contactNumber).fill('9876543210');
    await page
      .getByLabel(CAREER_PAGE.file)
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 cv') });
    await page.getByRole('button', { name: CAREER_PAGE.check }).click();
    await page.getByText(CAREER_PAGE.emailInstead, { exact: false }).waitFor();
    const mail = await page.getByRole('link', { name: CAREER_PAGE.emailLink }).getAttribute('href');
    expect(mail).toBe(
      `mailto:support@ispz.example?subject=${encodeURIComponent('Resume: Senior engineer (Asha Rao)')}`,
    );
    expect(errors).toEqual([]);
  });
});
