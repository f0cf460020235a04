/**
 * What the chrome's end-to-end tests share: signing a demo person in (the harness's
 * `signInThroughApi`), and reading the hrefs a selector finds.
 */
import type { Page } from 'playwright-core';

/** The `href` of every element `selector` matches, in order. */
export const hrefs = (page: Page, selector: string): Promise<(string | null)[]> =>
  page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Signs a demo person in (cookie transport), then loads the page again. */
export { signInThroughApi as signIn } from '../../testing/sign-in';
