/**
 * Debian's Chromium for the site's end-to-end tests (playwright-core, no browser download):
 * pages at the widths that matter (desktop 1280 px, mobile 375 px), an axe check that fails on
 * any violation, a page's own errors collected, and a screenshot of the page kept in
 * .tmp/site-failures/ when a test fails.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium';

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;
export type Viewport = { readonly width: number; readonly height: number };

const FAILURES = resolve(import.meta.dirname, '../../.tmp/site-failures');

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

export interface SitePage {
  readonly page: Page;
  /** Uncaught errors and console errors the page reported. */
  readonly errors: string[];
}

/**
 * A fresh page (its own cookies) at `viewport`; when the calling test fails, a full-page
 * screenshot is kept as .tmp/site-failures/<name>.png. Call inside a test.
 */
export async function openSitePage(
  browser: Browser,
  name: string,
  viewport: Viewport = DESKTOP,
): Promise<SitePage> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000); // CI runs this beside every other test file on two cores
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  onTestFailed(async () => {
    mkdirSync(FAILURES, { recursive: true });
    const file = `${name.replace(/[^a-z0-9-]+/gi, '_')}-${viewport.width}.png`;
    await page.screenshot({ path: join(FAILURES, file), fullPage: true }).catch(() => {});
  });
  return { page, errors };
}

/**
 * Opens `url` and waits until the site has drawn a page: its skeleton gone and the page's
 * lazily loaded module drawn into the frame (a page that draws nothing, such as an unknown
 * lender action, lets the wait end after a short grace).
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('[aria-busy="true"].site-skeleton').waitFor({ state: 'detached' });
  await page
    .waitForFunction(() => (document.querySelector('main')?.textContent ?? '').trim().length > 0, undefined, {
      timeout: 3_000,
    })
    .catch(() => {});
}

/** Fails with axe's own words when the page has any violation (WCAG 2.x A and AA). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

/** Whether the page scrolls sideways (a layout wider than the screen). */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
