/**
 * Path rules of the dashboard shell: which menu entry a page belongs to (the most specific
 * link that is the path or one of its parent folders, without regard to case, as the router
 * matches), and which parts of the dashboard the spec names (§2 "Menu routes" and the
 * protected sub-paths).
 */
import { AREA_LABELS } from './content/dashboard-text';

/** One menu entry of the route configuration (`GET /users/routeConfig` navLinks). */
export interface NavLinkItem {
  readonly label: string;
  readonly path: string;
}

const bare = (p: string): string => {
  const path = p.split(/[?#]/, 1)[0]!.toLowerCase().replace(/\/+$/, '');
  return path || '/';
};

const covers = (base: string, target: string): boolean =>
  target === base || target.startsWith(base === '/' ? '/' : `${base}/`);

/** The longest of `paths` that is `pathname` or a parent folder of it; null when none is. */
export function longestCovering(paths: readonly string[], pathname: string): string | null {
  const target = bare(pathname);
  let best: string | null = null;
  for (const path of paths) {
    if (covers(bare(path), target) && (best === null || bare(path).length > bare(best).length)) best = path;
  }
  return best;
}

/** The menu entry `pathname` belongs to, or null (the welcome page belongs to none). */
export function activeLink(links: readonly NavLinkItem[], pathname: string): NavLinkItem | null {
  const path = longestCovering(
    links.map((l) => l.path),
    pathname,
  );
  return links.find((l) => l.path === path) ?? null;
}

/** The dashboard's parts the spec names (relative to /dashboard), each with every path under it. */
export const DASHBOARD_AREAS: readonly string[] = Object.keys(AREA_LABELS)
  .map((p) => p.slice('/dashboard/'.length))
  .filter((p) => !p.includes('/'));
