/**
 * Route configuration (spec §3 "route configuration (navLinks, routes)", §7 GET
 * /users/routeConfig): the links a user sees and, per route, whether the page is read-only.
 * On a read-only page the trading actions of spec §6 are disabled (see `capabilities.ts`).
 *
 * Defaults per role, chosen because the spec leaves the values to the server:
 * - ispadmin sees the loan pool read-only — the platform oversees trades, it does not make them;
 * - a business user sees the business profile read-only — only its business admin edits it;
 * - everything else is writable.
 */
import { z } from 'zod';
import type { TokenRole } from './actor';
import { menuFor } from './menus';

const path = z.string().startsWith('/');

/** Parses a route configuration as the server sends it; `readOnly` defaults to false. */
export const routeConfigSchema = z.object({
  navLinks: z.array(z.object({ label: z.string(), path })),
  routes: z.array(z.object({ path, readOnly: z.boolean().default(false) })),
});

export type RouteConfig = z.infer<typeof routeConfigSchema>;

/** Parses the caller's own configuration (`GET /users/routeConfig`): plus the flags of spec §6, false when absent. */
export const callerRouteConfigSchema = routeConfigSchema.extend({
  defaultUser: z.boolean().default(false),
  personaCheck: z.boolean().default(false),
});
export type RouteEntry = RouteConfig['routes'][number];

/**
 * The page every loan-trading action happens on (spec §2: the Loan Pool menu entry and its
 * sub-paths — summary, PoolSummary, Invoiceus). A route configuration that makes it read-only
 * disables the §6 actions there, in the screens and in the use cases alike.
 */
export const LOAN_TRADING_PAGE = '/dashboard/loanPool';

const READ_ONLY_BY_ROLE: Readonly<Record<TokenRole, readonly string[]>> = {
  ispadmin: ['/dashboard/loanPool'],
  BUSINESSUSER: ['/dashboard/business'],
  BUSINESSADMIN: [],
  BUSINESSSELLER: [],
  consumer: [],
};

/** The route configuration a role gets when the server has none stored for the user. */
export function defaultRouteConfig(role: TokenRole): RouteConfig {
  const navLinks = menuFor(role).map((l) => ({ ...l }));
  const readOnly = READ_ONLY_BY_ROLE[role];
  return { navLinks, routes: navLinks.map((l) => ({ path: l.path, readOnly: readOnly.includes(l.path) })) };
}

/** Lower case, no query or fragment, no trailing slash: the router matches paths without case. */
function normalise(p: string): string {
  const bare = p.split(/[?#]/, 1)[0]!.toLowerCase();
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/**
 * Whether the page at `pathname` is read-only: the most specific configured route that is the
 * path itself or one of its parent folders decides ('/dashboard/loanPool' covers
 * '/dashboard/loanPool/summary'); a path no route covers is writable.
 */
export function isReadOnly(
  config: { readonly routes: readonly Readonly<RouteEntry>[] },
  pathname: string,
): boolean {
  const target = normalise(pathname);
  let best: { length: number; readOnly: boolean } | null = null;
  for (const route of config.routes) {
    const base = normalise(route.path);
    const covers = target === base || target.startsWith(base === '/' ? '/' : `${base}/`);
    if (!covers) continue;
    // Equally specific duplicates: read-only wins, so a conflicting configuration fails closed.
    if (best === null || base.length > best.length || (base.length === best.length && route.readOnly)) {
      best = { length: base.length, readOnly: route.readOnly };
    }
  }
  return best?.readOnly ?? false;
}
