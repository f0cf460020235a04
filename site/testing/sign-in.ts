/**
 * Signs a demo person in through the API from inside the page, as the site's own session
 * would (cookie transport: the refresh cookie and its marker land in the page's context), then
 * loads the page again, which restores the session from the cookie.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/demo/people';
import { visit } from './browser';

export async function signInThroughApi(page: Page, email: string): Promise<void> {
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

/** Logs a demo person in through the /login page, as a person would, and waits for /dashboard. */
export async function logInThroughPage(page: Page, base: string, email: string): Promise<void> {
  await visit(page, `${base}/login`);
  await page.getByLabel('Email or Mobile').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${base}/dashboard`);
}
