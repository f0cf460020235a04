/**
 * The US build's home pages, about, leadership, team, vision and business pages in Chromium on
 * the real server: each page's key labels, title and description; HOW IT WORKS by keyboard;
 * the role links and KNOW MORE into the /business slider and its index and scroll rules; the
 * profile dialog by keyboard with focus given back; axe at desktop and phone widths with no
 * sideways scrolling on the phone.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoAxeViolations,
  MOBILE,
  openSitePage,
  overflowsSideways,
  type Viewport,
  visit,
} from '../../testing/browser';
import type { SiteServer } from '../../testing/site-server';
import { siteSuite } from '../../testing/site-suite';
import { ABOUT, LEADERSHIP, TEAM_PAGE, VISION } from './content/about';
import { HOME2, HOME3 } from './content/home-variants';
import { BUSINESS } from './content/roles';

let server: SiteServer;
let browser: Browser;

siteSuite([{ build: 'us' }], (s) => {
  [server] = s.servers;
  browser = s.browser;
});

const HOME_H1 = 'SIMPLIFYING THE HOME MORTGAGE ECOSYSTEM';

/** Each route, its h1 and other words it must show. */
const ROUTES: readonly { path: string; h1: string; shows: readonly string[] }[] = [
  {
    path: '/',
    h1: HOME_H1,
    shows: [
      'HOW IT WORKS',
      'FASTER',
      'SMARTER',
      'ECONOMICAL',
      'KNOW MORE',
      'You have questions? We have Answers!',
      'Visit our FAQ’s',
      'Leaders in conversation',
      '$500m',
      '6000+',
      '200+',
    ],
  },
  { path: '/home', h1: HOME_H1, shows: ['HOW IT WORKS', 'Asset tokenisation'] },
  {
    path: '/home2',
    h1: HOME2.title,
    shows: [HOME_H1, 'HOW IT WORKS', 'You have questions? We have Answers!'],
  },
  { path: '/home3', h1: HOME3.title, shows: [HOME_H1, 'HOW IT WORKS', 'KNOW MORE'] },
  { path: '/about', h1: ABOUT.title, shows: [ABOUT.storyTitle, '$500m'] },
  { path: '/leadership', h1: LEADERSHIP.title, shows: [LEADERSHIP.advisoryTitle, LEADERSHIP.teamTitle] },
  { path: '/team', h1: TEAM_PAGE.title, shows: [TEAM_PAGE.advisoryLink.label] },
  { path: '/vision', h1: VISION.title, shows: ['ISPz Leadership Team'] },
  { path: '/business', h1: BUSINESS.title, shows: ['3 of 10', 'Correspondent Bank'] },
];

/** Opens a page and waits for its h1: the page's module loads after the frame is drawn. */
async function open(page: Page, path: string, h1: string) {
  await visit(page, `${server.base}${path}`);
  await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
}

async function expectPage(page: Page, route: (typeof ROUTES)[number]) {
  await open(page, route.path, route.h1);
  const main = page.locator('main');
  for (const words of route.shows) {
    await main.getByText(words, { exact: true }).first().waitFor();
  }
  expect(await page.title()).toMatch(/ISPz$/);
  expect(await page.locator('meta[name="description"]').last().getAttribute('content')).toMatch(/\w{3}/);
}

async function checkEveryRoute(viewport: Viewport) {
  const { page, errors } = await openSitePage(browser, `us-routes-${viewport.width}`, viewport);
  for (const route of ROUTES) {
    // A page that does not draw says which one it was and what the browser reported.
    await expectPage(page, route).catch((error: Error) => {
      throw new Error(`${route.path}: ${error.message}\npage errors: ${errors.join(' | ')}`);
    });
    await expectNoAxeViolations(page);
    if (viewport.width < 800) expect(await overflowsSideways(page), route.path).toBe(false);
  }
  expect(errors).toEqual([]);
}

describe('the US pages', () => {
  it('each show their key labels, title and description, with no axe violations at 1280 px', () =>
    checkEveryRoute(DESKTOP));

  it('each read well at 375 px: no axe violations and no sideways scrolling', () => checkEveryRoute(MOBILE));
});

describe('the US home', () => {
  it('opens HOW IT WORKS on its first tab and moves between the four tabs with the arrow keys', async () => {
    const { page } = await openSitePage(browser, 'us-home-tabs');
    await open(page, '/', HOME_H1);
    const tabs = page.getByRole('tablist', { name: 'How ISPz works, step by step' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual([
      'Asset tokenisation',
      'Instant verification & transfer',
      'Validated loan exposure tapes',
      'Securitization & sales',
    ]);
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').getByText('Verified once, trusted by everyone').waitFor();
    await page.keyboard.press('End');
    await expect.poll(() => tabs.nth(3).getAttribute('aria-selected')).toBe('true');
  });

  it('links its three role pictures into the slider, and KNOW MORE to the Borrower slide scrolled to 295 px', async () => {
    const { page } = await openSitePage(browser, 'us-home-links');
    await open(page, '/', HOME_H1);
    const hrefs = await Promise.all(
      ['Borrower', 'Lender', 'Secondary Market'].map((name) =>
        page.locator('main').getByRole('link', { name, exact: true }).getAttribute('href'),
      ),
    );
    expect(hrefs).toEqual(['/business?index=0', '/business?index=3', '/business?index=8']);
    const knowMore = page.getByRole('link', { name: 'KNOW MORE' });
    expect(await knowMore.getAttribute('href')).toBe('/business?scroll=true&index=0');
    expect(await page.getByRole('link', { name: 'Visit our FAQ’s' }).getAttribute('href')).toBe('/faq');
    await knowMore.click();
    await page.waitForURL(`${server.base}/business?scroll=true&index=0`);
    const slide = page.getByRole('group', { name: '1 of 10' });
    await slide.getByText('Borrower', { exact: true }).waitFor();
    await page.waitForFunction(() => window.scrollY === 295);
  });

  it('opens the investor card, the securitization card and the explainer as dialogs without axe violations', async () => {
    const { page, errors } = await openSitePage(browser, 'us-home-dialogs', MOBILE);
    await open(page, '/', HOME_H1);
    for (const [button, title] of [
      ['Learn more: Investors', 'Investors'],
      ['Learn more: Securitization', 'Securitization'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Watch how it works' }).click();
    const explainer = page.getByRole('dialog', { name: 'How a mortgage moves on ISPz' });
    // reduced motion: the explainer waits, paused, on its first scene
    await explainer.getByText('Scene 1 of 4').waitFor();
    await explainer.getByRole('button', { name: 'Next scene' }).click();
    await explainer.getByText('Scene 2 of 4').waitFor();
    expect(await explainer.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await explainer.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('the /business slider', () => {
  it('shows slide 2 by default, the Lender for index=3, and steps with its buttons keeping the address', async () => {
    const { page } = await openSitePage(browser, 'us-business');
    await open(page, '/business', BUSINESS.title);
    await page.getByRole('group', { name: '3 of 10' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await open(page, '/business?index=3', BUSINESS.title);
    const lender = page.getByRole('group', { name: '4 of 10' });
    await lender.getByText('Lender', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next role' }).click();
    await page.getByRole('group', { name: '5 of 10' }).getByText('Investor', { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('?index=4');
    await page
      .getByRole('navigation', { name: 'Choose a role' })
      .getByRole('button', { name: 'Secondary Market' })
      .click();
    await page.getByRole('group', { name: '9 of 10' }).waitFor();
  });

  it('scrolls to 295 px when scroll=true', async () => {
    const { page } = await openSitePage(browser, 'us-business-scroll', MOBILE);
    await open(page, '/business?scroll=true&index=8', BUSINESS.title);
    await page
      .getByRole('group', { name: '9 of 10' })
      .getByText('Secondary Market', { exact: true })
      .waitFor();
    await page.waitForFunction(() => window.scrollY === 295);
  });
});

describe('the leadership page', () => {
  it('opens a person’s profile from the keyboard, closes it with Escape and gives focus back', async () => {
    const { page, errors } = await openSitePage(browser, 'us-leadership-profile');
    await open(page, '/leadership', LEADERSHIP.title);
    const card = page.getByRole('button', { name: /^Marcus Chen, Chief Technology Officer/ });
    await card.focus();
    await page.keyboard.press('Enter');
    const profile = page.getByRole('dialog', { name: 'Marcus Chen' });
    await profile.waitFor();
    await profile.getByText(/designed the loan record/).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await profile.getByRole('button', { name: 'Close' }).last().click();
    await profile.waitFor({ state: 'detached' });
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('leads from the Vision page’s ISPz Leadership Team button to /team', async () => {
    const { page } = await openSitePage(browser, 'us-vision');
    await open(page, '/vision', VISION.title);
    await page.getByRole('link', { name: 'ISPz Leadership Team' }).first().click();
    await page.waitForURL(`${server.base}/team`);
    await page.getByRole('heading', { level: 1, name: TEAM_PAGE.title }).waitFor();
  });
});
