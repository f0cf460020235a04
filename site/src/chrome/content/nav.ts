/**
 * The navbar's links and menus per build (spec §2 "Navbar"): the US build's /home, /business,
 * /about, /contact; the commerce build's own set; 'Our Customers' > 'Automotive Ecosystem';
 * the anonymous Log In choices; the signed-in avatar menu. Labels the spec gives are its words.
 */
import type { Build } from '../../app/boot';

/** A link of the chrome: a path of the site (query allowed) and its label. */
export interface NavLink {
  readonly label: string;
  readonly to: string;
}

/** One build's navbar. */
export interface NavContent {
  readonly links: readonly NavLink[];
  /** The 'Our Customers' menu. */
  readonly customers: readonly NavLink[];
}

export const NAV_CONTENT: Readonly<Record<Build, NavContent>> = {
  us: {
    links: [
      { label: 'Home', to: '/home' },
      { label: 'Business', to: '/business' },
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
    ],
    // The mortgage roles we serve (their slides on /business), and the automotive ecosystem
    // where the deployment has its page.
    customers: [
      { label: 'Borrowers', to: '/business?index=0' },
      { label: 'Lenders', to: '/business?index=3' },
      { label: 'Secondary Market', to: '/business?index=8' },
      { label: 'Automotive Ecosystem', to: '/ourEcosystem' },
    ],
  },
  commerce: {
    links: [
      { label: 'Market', to: '/market' },
      { label: 'Blockchain', to: '/blockchain' },
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
    ],
    customers: [{ label: 'Automotive Ecosystem', to: '/ourEcosystem' }],
  },
};

/** Shown only to a signed-in person (spec §2: /dashboard, logged in only). */
export const DASHBOARD_LINK: NavLink = { label: 'Dashboard', to: '/dashboard' };

/** The anonymous 'Log In' menu: Borrower is the external borrower site, the others sign in here. */
export const LOGIN_CHOICES = {
  borrower: 'Borrower',
  signIn: [
    { label: 'Primary', to: '/login' },
    { label: 'Secondary', to: '/login' },
  ],
} as const satisfies { borrower: string; signIn: readonly NavLink[] };

/** The avatar menu's links (Logout follows them). */
export const ACCOUNT_LINKS: readonly NavLink[] = [
  { label: 'Manage Your Profile', to: '/dashboard' },
  { label: 'My Rewards', to: '/dashboard/wallet/rewards' },
];
