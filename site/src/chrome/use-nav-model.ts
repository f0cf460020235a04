/**
 * Everything the navbar and its mobile drawer show, worked out once: the build's served links
 * (Dashboard when signed in), 'Our Customers', the anonymous Log In choices (Borrower is the
 * borrower site from the deployment's configuration), and the signed-in avatar menu. Orders,
 * Wishlist, the cart and Digital Cosmos are not offered: no store is configured for the site,
 * and a link that leads nowhere is worse than none.
 */
import { useMemo } from 'react';
import { useSessionSnapshot, useSite } from '../app/site-context';
import { initialsOf, navbarLinks, servedLinks } from './chrome-links';
import { CHROME_TEXT } from './chrome-text';
import { ACCOUNT_LINKS, LOGIN_CHOICES, NAV_CONTENT, type NavLink } from './content/nav';
import type { NavMenuEntry } from './nav-menu';
import { servedPaths } from './served-paths';
import { useAccountName, useLogout } from './use-account';

/** What the navbar draws for the current visitor. */
export interface NavModel {
  readonly links: readonly NavLink[];
  readonly customers: readonly NavLink[];
  readonly signedIn: boolean;
  readonly name: string;
  readonly initials: string;
  readonly loginEntries: readonly NavMenuEntry[];
  readonly accountEntries: readonly NavMenuEntry[];
}

const asEntries = (links: readonly NavLink[]): NavMenuEntry[] =>
  links.map((link) => ({ id: link.label, label: link.label, to: link.to }));

/** The navbar of this build for the visitor signed in or not. */
export function useNavModel(): NavModel {
  const { config } = useSite();
  const snapshot = useSessionSnapshot();
  const name = useAccountName(snapshot);
  const logout = useLogout();
  const signedIn = snapshot !== null;
  return useMemo(() => {
    const served = servedPaths(config.build);
    const content = NAV_CONTENT[config.build];
    return {
      links: navbarLinks(content, signedIn, served),
      customers: servedLinks(content.customers, served),
      signedIn,
      name,
      initials: initialsOf(name),
      loginEntries: [
        { id: 'borrower', label: LOGIN_CHOICES.borrower, href: config.borrowerUrl },
        ...asEntries(LOGIN_CHOICES.signIn),
      ],
      accountEntries: [
        ...asEntries(ACCOUNT_LINKS),
        { id: 'logout', label: CHROME_TEXT.logout, onSelect: () => void logout(), danger: true },
      ],
    };
  }, [config, signedIn, name, logout]);
}
