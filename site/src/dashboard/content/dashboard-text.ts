/**
 * The dashboard shell's words. The spec names the menu's routes (§2 "Menu routes") and the
 * avatar menu's entries; the sentences around them are ours. The areas' labels come from the
 * person's route configuration; `AREA_TEXT` adds a line per area for the welcome page's cards.
 */

export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  description: 'Your ISPz account: your profile, wallet, business and the areas your role opens.',
  welcome: (name: string) => (name ? `Welcome, ${name}` : 'Welcome'),
  intro: 'Everything your account can reach is in the menu. Pick an area to start.',
  areasHeading: 'Your areas',
  menuLabel: 'Dashboard menu',
  menuButton: 'Menu',
  menuLoading: 'Loading your menu…',
  menuFailed: 'Your menu could not be loaded. Reload the page to try again.',
  accountMenu: (name: string) => (name ? `Account menu for ${name}` : 'Account menu'),
  manageProfile: 'Manage Your Profile',
  myRewards: 'My Rewards',
  logout: 'Logout',
  skip: 'Skip to content',
  home: 'ISPz home',
  dashboardLink: 'Dashboard',
  open: 'Open',
} as const;

/** One line per menu area for the welcome page's cards, by the area's path. */
export const AREA_TEXT: Readonly<Record<string, string>> = {
  '/dashboard/profile': 'Your name, contact details and addresses.',
  '/dashboard/business': 'Your business, its members and what they may do.',
  '/dashboard/ecosystem': 'The ecosystems you run or belong to, their buyers and sellers.',
  '/dashboard/asset': 'The assets you own, hire out or track.',
  '/dashboard/wallet': 'Your wallet, personas, credits and rewards.',
  '/dashboard/payment': 'Payments you made and received.',
  '/dashboard/loanPool': 'Loan tapes, pools, bids, due diligence and transfers.',
  '/dashboard/ispadmin': 'Approvals, roles and the platform’s settings.',
  '/registerbusiness': 'Register a business to trade and sell as one.',
  '/smarthire': 'Hire equipment and assets from businesses on the platform.',
  '/supplychain': 'Follow goods from producer to buyer.',
  '/supplychain/manage': 'Set up your supply chain’s participants and steps.',
};

/** Names of the dashboard's parts the spec lists beyond the menu (§2 protected sub-paths). */
export const AREA_LABELS: Readonly<Record<string, string>> = {
  '/dashboard/profile': 'Profile',
  '/dashboard/business': 'Business',
  '/dashboard/ecosystem': 'Ecosystem',
  '/dashboard/asset': 'Assets',
  '/dashboard/wallet': 'Wallet',
  '/dashboard/wallet/rewards': 'Rewards',
  '/dashboard/payment': 'Payments',
  '/dashboard/loanPool': 'Loan Pool',
  '/dashboard/loanPool/summary': 'Pool summary',
  '/dashboard/loanPool/summary/PoolSummary': 'Pool summary',
  '/dashboard/loanPool/Invoiceus': 'Pool invoices',
  '/dashboard/ispadmin': 'Admin',
};
