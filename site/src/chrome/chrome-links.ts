/**
 * Which of the chrome's links a visitor sees: only paths this deployment serves (a link to a
 * page the build does not have would be a dead end — the commerce build has no /leadership), and /dashboard only for a signed-in person (spec §2).
 */
import type { FooterGroup } from './content/footer';
import { DASHBOARD_LINK, type NavContent, type NavLink } from './content/nav';

/** Whether the site answers `to` (a path, maybe with a query) with a page. */
export type Served = (to: string) => boolean;

const pathOf = (to: string) => to.split(/[?#]/, 1)[0] ?? to;

/** The paths of the given page tables, plus every /dashboard path (guarded, always present). */
export function servedBy(paths: Iterable<string>): Served {
  const known = new Set(paths);
  return (to) => {
    const path = pathOf(to);
    return path === '/dashboard' || path.startsWith('/dashboard/') || known.has(path);
  };
}

/** The links that lead somewhere on this deployment. */
export const servedLinks = (links: readonly NavLink[], served: Served): NavLink[] =>
  links.filter((link) => served(link.to));

/** The navbar's links: the build's served ones, then Dashboard when signed in. */
export function navbarLinks(content: NavContent, signedIn: boolean, served: Served): NavLink[] {
  const links = servedLinks(content.links, served);
  return signedIn ? [...links, DASHBOARD_LINK] : links;
}

/** The footer's groups with their served links; a group left empty is not drawn. */
export function footerGroups(groups: readonly FooterGroup[], served: Served): FooterGroup[] {
  return groups
    .map((group) => ({ title: group.title, links: servedLinks(group.links, served) }))
    .filter((group) => group.links.length > 0);
}

/** Up to two initials for the avatar ('' when there is no name yet). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
