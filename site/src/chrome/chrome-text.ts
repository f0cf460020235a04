/**
 * The chrome's own words: the spec's where it gives them (§8's transport texts, §2's navbar and
 * footer labels), short plain sentences where it does not. Pages' texts live in their areas.
 */
import { GENERAL_MESSAGES } from '../../../core/errors/general-messages';

/** Labels and messages of the navbar, footer, banner and layout. */
export const CHROME_TEXT = {
  skipToContent: 'Skip to content',
  offline: GENERAL_MESSAGES.internetConnectionLost,
  offlineHint: 'We will reconnect as soon as the platform can be reached again.',
  sessionExpired: GENERAL_MESSAGES.sessionExpired,
  loadingPage: 'Loading the page',
  mainNavigation: 'Main',
  homeLink: 'ISPz home',
  logIn: 'Log In',
  ourCustomers: 'Our Customers',
  accountMenu: 'Your account',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  sideMenu: 'Menu',
  logout: 'Logout',
  marketplace: 'Marketplace',
  dashboard: 'Dashboard',
  footer: 'Site footer',
  supportEmail: 'Support',
  supportPhone: 'Phone',
  address: 'Address',
} as const;
