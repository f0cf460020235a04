/**
 * The paths this deployment serves, read from the same page tables the router is made of, so
 * the navbar and footer never link to a page the build does not have.
 */

import type { Build } from '../app/boot';
import { AUTH_PAGES } from '../auth/routes';
import { COMMERCE_PAGES } from '../commerce/routes';
import { PROTECTED_PAGES } from '../dashboard/routes';
import { US_PAGES } from '../us/routes';
import { type Served, servedBy } from './chrome-links';

/** Whether `to` is a page of the `build` deployment. */
export function servedPaths(build: Build): Served {
  const marketing = build === 'us' ? US_PAGES : COMMERCE_PAGES;
  return servedBy([marketing, AUTH_PAGES, PROTECTED_PAGES].flatMap((table) => Object.keys(table)));
}
