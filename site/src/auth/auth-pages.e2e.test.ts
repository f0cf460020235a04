/**
 * The sign-in pages in Chromium against the platform, in the US and the commerce build: each
 * page's labels, title and description, axe at 1280 and 375 px with no sideways scrolling; a
 * demo investor's login landing on /dashboard and a signed-in visitor sent there from /login;
 * the email-OTP form; the forgot-password variants; the social-completion guard; and
 * /lender-actions — anonymous visitors sent back, each action's view for the demo lender.
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
import { AUTH_PAGE_CONTENT } from './content/auth-content';
import { LENDER_ACTION_CONTENT, LENDER_ACTIONS_PAGE } from './content/lender-actions-content';

let us: SiteServer;
let commerce: SiteServer;
let browser: Browser;

siteSuite([{ build: 'us' }, { build: 'commerce' }], (s) => {
  [us, commerce] = s.servers;
  browser = s.browser;
});

/** The demo's partner ecosystem and its registered callback (fixtures/demo/contexts.ts). */
const UBARGAIN = 'ubargain.demo.test';
const CALLBACK = 'https://ubargain.demo.test/auth/callback';
const UBARGAIN_REDIRECT = encodeURIComponent(CALLBACK);

/** Each page, the page's own words and a label or button its widget shows. */
const PAGES = [
  { path: '/login', content: AUTH_PAGE_CONTENT.login, shows: 'Log in to your account', button: 'Login' },
  { path: '/signup', content: AUTH_PAGE_CONTENT.signup, shows: 'Create an account', button: 'Generate OTP' },
  {
    path: '/registerbusiness',
    content: AUTH_PAGE_CONTENT.registerBusiness,
    shows: 'Register your business',
    button: 'Generate OTP',
  },
  {
    path: `/registerbusiness?ecosystem_uri=${UBARGAIN}`,
    content: AUTH_PAGE_CONTENT.registerPartner,
    shows: 'Create Your Account',
    button: 'Verify Email',
  },
  {
    path: '/forgot-password',
    content: AUTH_PAGE_CONTENT.forgotPassword,
    shows: 'Reset your password',
    button: 'Generate OTP',
  },
  {
    path: `/forgot-password?redirect_uri=${UBARGAIN_REDIRECT}`,
    content: AUTH_PAGE_CONTENT.forgotPassword,
    shows: 'Reset your password',
    button: 'Send Code',
  },
  {
    path: '/verify-mobile',
    content: AUTH_PAGE_CONTENT.verifyMobile,
    shows: 'Verify your mobile number',
    button: 'Generate OTP',
  },
] as const;

async function expectPage(page: Page, entry: (typeof PAGES)[number]) {
  await page.getByRole('heading', { level: 1, name: entry.content.heading }).waitFor();
  await page.getByRole('heading', { name: entry.shows }).waitFor();
  await page.getByRole('button', { name: entry.button, exact: true }).waitFor();
  expect(await page.title()).toBe(`${entry.content.title} · ISPz`);
  const description = await page.locator('meta[name="description"]').last().getAttribute('content');
  expect(description).toBe(entry.content.description);
}

async function logIn(page: Page, base: string, email: string) {
  await visit(page, `${base}/login`);
  await page.getByLabel('Email or Mobile').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo@2026!');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${base}/dashboard`);
}

describe('the sign-in pages in the US build', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)(
    'render their labels, titles and descriptions with no axe violations (%s)',
    async (name, viewport) => {
      const { page, errors } = await openSitePage(browser, `auth-pages-${name}`, viewport);
      for (const entry of PAGES) {
        await visit(page, `${us.base}${entry.path}`);
        await expectPage(page, entry);
        await expectNoAxeViolations(page);
        if (viewport === MOBILE) expect(await overflowsSideways(page), entry.path).toBe(false);
      }
      expect(errors).toEqual([]);
    },
    60_000,
  );

  it('shows the email-OTP form with loginMode, prefilled with the email, and links the terms at /term', async () => {
    const { page } = await openSitePage(browser, 'login-mode');
    await visit(page, `${us.base}/login?loginMode=true&email=lender%40demo.test&action=wip&tapeName=T1`);
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe('lender@demo.test');
    await page.getByRole('button', { name: 'Generate OTP' }).waitFor();
    await expect(page.getByLabel('Password', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).resolves.toBe(
      '/term',
    );
  });

  it('brands the pages for the ubargain ecosystem: its logo and banner, Email only, the 18+ box, the toggle', async () => {
    const { page } = await openSitePage(browser, 'ubargain-pages');
    await visit(page, `${us.base}/login?ecosystem_uri=${UBARGAIN}`);
    await page.getByRole('img', { name: 'uBargain Marketplace logo' }).waitFor();
    await page.getByRole('img', { name: 'uBargain Marketplace banner' }).waitFor();
    await page.getByLabel('Email', { exact: true }).waitFor();
    await visit(page, `${us.base}/signup?ecosystem_uri=${UBARGAIN}`);
    await page.getByLabel('I confirm that I am 18 years or older').waitFor();
    await expect(page.getByRole('button', { name: 'Generate OTP' }).isDisabled()).resolves.toBe(true);
    await visit(page, `${us.base}/registerbusiness?ecosystem_uri=${UBARGAIN}`);
    await expect(page.getByRole('radio', { name: 'Personal' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('radio', { name: 'Business' }).isChecked()).resolves.toBe(false);
  });

  it('drops a token from the address', async () => {
    const { page } = await openSitePage(browser, 'login-token');
    await visit(page, `${us.base}/login?token=abc&referral_code=AB12`);
    await page.waitForURL(`${us.base}/login?referral_code=AB12`);
  });

  it('signs the demo investor in by keyboard onto /dashboard, and sends them there from /login afterwards', async () => {
    const { page } = await openSitePage(browser, 'login-investor');
    // By keyboard: type, Tab to the password, Enter submits.
    await visit(page, `${us.base}/login`);
    await page.getByLabel('Email or Mobile').focus();
    await page.keyboard.type('investor@demo.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo@2026!');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${us.base}/dashboard`);
    await visit(page, `${us.base}/login`);
    await page.waitForURL(`${us.base}/dashboard`);
  });

  it('sends a tempUser on to /verify-mobile after login', async () => {
    const { page } = await openSitePage(browser, 'login-temp-user', MOBILE);
    await visit(page, `${us.base}/login?tempUser=true`);
    await page.getByLabel('Email or Mobile').fill('consumer@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${us.base}/verify-mobile`);
    await page.getByRole('heading', { name: 'Verify your mobile number' }).waitFor();
  });

  it('signs an email-OTP link’s user in with the code from the dev mailbox onto /lender-actions', async () => {
    const { page } = await openSitePage(browser, 'login-email-otp');
    const email = 'lender@demo.test';
    const query = `loginMode=true&email=${encodeURIComponent(email)}&action=wip&tapeName=Agrifields-ASF-2024`;
    await visit(page, `${us.base}/login?${query}`);
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await page.getByLabel('OTP').waitFor();
    const mailbox = await fetch(`${us.base}/api/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
    const mails = ((await mailbox.json()) as { data: { body: string }[] }).data;
    const otp = mails[0]?.body.match(/\b\d{5}\b/)?.[0] ?? '';
    expect(otp).toMatch(/^\d{5}$/);
    await page.getByLabel('OTP').fill(otp);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${us.base}/lender-actions?action=wip&tapeName=Agrifields-ASF-2024`);
    await page.getByRole('heading', { level: 1, name: LENDER_ACTION_CONTENT.wip.heading }).waitFor();
  });

  it('sends a signed-in visitor with redirect_uri straight to the partner’s callback with a code', async () => {
    const { page } = await openSitePage(browser, 'login-partner-signed-in');
    await page.route(`${CALLBACK}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>partner</p>' }),
    );
    await logIn(page, us.base, 'consumer@demo.test');
    // The browser leaves for the partner while /login may still be loading: watch the request.
    const landed = page.waitForRequest((request) => request.url().startsWith(`${CALLBACK}?`));
    await page.goto(`${us.base}/login?redirect_uri=${UBARGAIN_REDIRECT}&ecosystem_uri=${UBARGAIN}`, {
      waitUntil: 'commit',
    });
    const callback = new URL((await landed).url());
    expect(callback.origin + callback.pathname).toBe(CALLBACK);
    expect([...callback.searchParams.keys()]).toEqual(['code']);
  });

  it('sends a visitor of the social-completion screen without its route state to /login, and asks one with it for a mobile', async () => {
    const { page } = await openSitePage(browser, 'social-no-state', MOBILE);
    await visit(page, `${us.base}/complete-registration`);
    await page.waitForURL(`${us.base}/login`);
    // The social sign-in arrives by the router with its key in the route state.
    await page.evaluate(() => {
      window.history.pushState(
        { usr: { key: '"social-key-1"' }, key: 'social', idx: 1 },
        '',
        '/complete-registration',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await page.getByText('Please enter your mobile number to complete registration').waitFor();
    await page
      .getByRole('heading', { level: 1, name: AUTH_PAGE_CONTENT.completeRegistration.heading })
      .waitFor();
    expect(await page.title()).toBe(`${AUTH_PAGE_CONTENT.completeRegistration.title} · ISPz`);
    await expectNoAxeViolations(page);
    expect(await overflowsSideways(page)).toBe(false);
  });
});

describe('/lender-actions', () => {
  it('sends an anonymous visitor back to the page before, or to /login from a fresh tab', async () => {
    const { page } = await openSitePage(browser, 'lender-actions-anonymous');
    await visit(page, `${us.base}/signup`);
    await page.goto(`${us.base}/lender-actions?action=wip&tapeName=T1`);
    await page.waitForURL(`${us.base}/signup`);
    // A link opened in a new tab: nothing to go back to.
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(
        (url) => void window.open(url, '_blank'),
        `${us.base}/lender-actions?action=wip&tapeName=T1`,
      ),
    ]);
    await tab.waitForURL(`${us.base}/login`);
  });

  it('shows each action’s view to the demo lender, and nothing for an unknown action', async () => {
    const { page, errors } = await openSitePage(browser, 'lender-actions');
    await logIn(page, us.base, 'lender@demo.test');
    const views = [
      ['wip', 'Agrifields-Platform-2024', 'Loan Tapes'],
      ['transferTape', 'Agrifields-ASF-2024', 'LOAN RECORDS'],
      ['submitBid', 'Agrifields-Platform-2024', 'Loan Tapes'],
      ['setApproval', 'Agrifields-ASF-2024', 'Purchase approvals'],
      ['afterClosure', 'Agrifields-ASF-2024', 'Loan Tapes'],
    ] as const;
    for (const [action, tape, title] of views) {
      await visit(page, `${us.base}/lender-actions?action=${action}&tapeName=${tape}`);
      await page.getByRole('heading', { level: 1, name: LENDER_ACTION_CONTENT[action].heading }).waitFor();
      await page.getByRole('heading', { name: title }).first().waitFor();
      await expect(page.getByText('Failed to get data please try later').count()).resolves.toBe(0);
      if (action === 'transferTape') await page.getByRole('button', { name: 'Transfer' }).waitFor();
      // The bidders' tables are refused to a lender: the page says so and shows the tape instead.
      if (action === 'submitBid' || action === 'afterClosure')
        await page.getByText(LENDER_ACTIONS_PAGE.lenderBids).waitFor();
      else await expect(page.getByText(LENDER_ACTIONS_PAGE.lenderBids).count()).resolves.toBe(0);
      await expectNoAxeViolations(page);
    }
    await visit(page, `${us.base}/lender-actions?action=deleteTape&tapeName=Agrifields-ASF-2024`);
    await expect(page.locator('main h1, main [data-ispz-shadow-host]').count()).resolves.toBe(0);
    expect(page.url()).toContain('/lender-actions');
    expect(errors).toEqual([]);
  }, 90_000);

  it('fits each lender view into a phone’s width, with no axe violations', async () => {
    const { page, errors } = await openSitePage(browser, 'lender-actions-mobile', MOBILE);
    await logIn(page, us.base, 'lender@demo.test');
    for (const action of ['wip', 'transferTape', 'submitBid', 'setApproval', 'afterClosure'] as const) {
      await visit(page, `${us.base}/lender-actions?action=${action}&tapeName=Agrifields-ASF-2024`);
      await page.getByRole('heading', { level: 1, name: LENDER_ACTION_CONTENT[action].heading }).waitFor();
      await page.locator('[data-ispz-shadow-host] h2').first().waitFor();
      expect(await overflowsSideways(page), action).toBe(false);
      if (action !== 'submitBid' && action !== 'afterClosure') await expectNoAxeViolations(page);
    }
    expect(errors).toEqual([]);
  }, 90_000);

  it('shows an investor the bidding table on the tape (submitBid) and the bids placed (afterClosure)', async () => {
    const { page, errors } = await openSitePage(browser, 'lender-actions-investor', MOBILE);
    await logIn(page, us.base, 'investor@demo.test');
    await visit(page, `${us.base}/lender-actions?action=submitBid&tapeName=Agrifields-Platform-2024`);
    await page.getByRole('heading', { name: 'LOAN RECORDS' }).waitFor();
    await page.getByRole('cell', { name: 'Agrifields-Platform-2024' }).first().waitFor();
    await expectNoAxeViolations(page);
    expect(await overflowsSideways(page)).toBe(false);
    await visit(page, `${us.base}/lender-actions?action=afterClosure&tapeName=Agrifields-ASF-2024`);
    await page.getByRole('heading', { name: 'LOAN RECORDS' }).waitFor();
    await page.getByText(LENDER_ACTION_CONTENT.afterClosure.limit ?? '').waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('the sign-in pages in the commerce build', () => {
  it('render the same labels, and link the terms at /terms', async () => {
    const { page, errors } = await openSitePage(browser, 'auth-pages-commerce', MOBILE);
    for (const entry of PAGES) {
      await visit(page, `${commerce.base}${entry.path}`);
      await expectPage(page, entry);
    }
    await visit(page, `${commerce.base}/signup`);
    await expect(page.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).resolves.toBe(
      '/terms',
    );
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
