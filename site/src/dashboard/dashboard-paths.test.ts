/** The dashboard shell finds a page's menu entry and name the way the router matches paths. */
import { describe, expect, it } from 'vitest';
import { activeLink, areaLabel, DASHBOARD_AREAS, longestCovering } from './dashboard-paths';

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

  it('names the spec’s sub-paths by their own name and other menu pages by their label', () => {
    expect(areaLabel(MENU, '/dashboard/wallet/rewards')).toBe('Rewards');
    expect(areaLabel(MENU, '/dashboard/loanPool/summary/PoolSummary')).toBe('Pool summary');
    expect(areaLabel(MENU, '/dashboard/loanPool/Invoiceus')).toBe('Pool invoices');
    expect(areaLabel(MENU, '/dashboard/ispadmin')).toBe('Admin');
    expect(areaLabel([{ label: 'Mon profil', path: '/dashboard/profile' }], '/dashboard/profile')).toBe(
      'Profile',
    );
    expect(areaLabel(MENU, '/dashboard/nothing')).toBeNull();
  });

  it('knows the spec’s eight menu areas of the dashboard', () => {
    expect([...DASHBOARD_AREAS].sort()).toEqual(
      ['asset', 'business', 'ecosystem', 'ispadmin', 'loanPool', 'payment', 'profile', 'wallet'].sort(),
    );
  });
});
