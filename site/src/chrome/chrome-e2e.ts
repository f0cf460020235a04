/**
 * What the chrome's end-to-end tests share: signing a demo person in through the API inside
 * the page (the refresh cookie lands in the page's own context, as after a real sign-in), and
 * reading the hrefs a selector finds.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../fixtures/demo/people';

/** The `href` of every element `selector` matches, in order. */
export const hrefs = (page: Page, selector: string): Promise<(string | null)[]> =>
  page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Signs `email` in with the demo password (cookie transport), then reloads the page. */
export async function signIn(page: Page, email: string): Promise<void> {
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
  await page.reload();
  await page.locator('[aria-busy="true"].site-skeleton').waitFor({ state: 'detached' });
}
