/** The dashboard shell finds a page's menu entry the way the router matches paths, and every part has its page. */
import { describe, expect, it } from 'vitest';
import { AREA_PAGES } from './area-pages';
import { AREA_LABELS } from './content/dashboard-text';
import { activeLink, DASHBOARD_AREAS, longestCovering } from './dashboard-paths';

const MENU = [
  { label: 'Profile', path: '/dashboard/profile' },
  { label: 'Wallet', path: '/dashboard/wallet' },
  { label: 'Loan Pool', path: '/dashboard/loanPool' },
  { label: 'SmartHire', path: '/smarthire' },
  { label: 'Supply Chain', path: '/supplychain' },
  { label: 'Manage Supply Chain', path: '/supplychain/manage' },
];

describe('dashboard paths', () => {
  it('gives a page the most specific menu entry that is it or a parent folder, whatever the case', () => {
    expect(activeLink(MENU, '/dashboard/wallet/rewards')?.label).toBe('Wallet');
    expect(activeLink(MENU, '/dashboard/loanpool/summary/PoolSummary/')?.label).toBe('Loan Pool');
    expect(activeLink(MENU, '/supplychain/manage')?.label).toBe('Manage Supply Chain');
    expect(activeLink(MENU, '/supplychain')?.label).toBe('Supply Chain');
  });

  it('gives the welcome page and look-alike paths no entry', () => {
    expect(activeLink(MENU, '/dashboard')).toBeNull();
    expect(activeLink(MENU, '/dashboard/walletx')).toBeNull();
    expect(longestCovering([], '/dashboard/wallet')).toBeNull();
  });

  it('knows the spec’s eight menu areas of the dashboard', () => {
    expect([...DASHBOARD_AREAS].sort()).toEqual(
      ['asset', 'business', 'ecosystem', 'ispadmin', 'loanPool', 'payment', 'profile', 'wallet'].sort(),
    );
  });

  it('has a page for every part and sub-path of the dashboard the spec names', () => {
    const built = Object.keys(AREA_PAGES).map((path) => `/dashboard/${path}`.toLowerCase());
    for (const path of Object.keys(AREA_LABELS)) expect(built).toContain(path.toLowerCase());
  });
});
