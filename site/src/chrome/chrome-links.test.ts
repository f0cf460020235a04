import { describe, expect, it } from 'vitest';
import { footerGroups, initialsOf, navbarLinks, servedBy } from './chrome-links';
import { FOOTER_GROUPS } from './content/footer';
import { NAV_CONTENT } from './content/nav';

const usServed = servedBy(['/', '/home', '/business', '/about', '/contact', '/term', '/login']);

describe('the chrome’s links', () => {
  it('counts a path served when a page table has it, whatever its query, and every /dashboard path', () => {
    expect(usServed('/business?scroll=true&index=0')).toBe(true);
    expect(usServed('/dashboard')).toBe(true);
    expect(usServed('/dashboard/wallet/rewards')).toBe(true);
    expect(usServed('/ourEcosystem')).toBe(false);
    expect(usServed('/dashboards')).toBe(false);
  });

  it('shows the US build’s links, and Dashboard only to a signed-in person', () => {
    const anonymous = navbarLinks(NAV_CONTENT.us, false, usServed).map((l) => l.to);
    expect(anonymous).toEqual(['/home', '/business', '/about', '/contact']);
    const signedIn = navbarLinks(NAV_CONTENT.us, true, usServed).map((l) => l.to);
    expect(signedIn).toEqual(['/home', '/business', '/about', '/contact', '/dashboard']);
  });

  it('leaves out links to pages the deployment does not serve', () => {
    const served = servedBy(['/about']);
    expect(navbarLinks(NAV_CONTENT.commerce, false, served).map((l) => l.to)).toEqual(['/about']);
  });

  it('keeps the footer groups that still have a link, in order, with their served links', () => {
    const groups = footerGroups(FOOTER_GROUPS.us, servedBy(['/about', '/term']));
    expect(groups).toEqual([
      { title: 'Know Us', links: [{ label: 'About Us', to: '/about' }] },
      { title: 'Help', links: [{ label: 'Terms', to: '/term' }] },
    ]);
  });

  it('has the spec’s four footer groups in both builds, Help with its three legal links', () => {
    for (const build of ['us', 'commerce'] as const) {
      expect(FOOTER_GROUPS[build].map((g) => g.title)).toEqual([
        'Know Us',
        'Our Customers',
        'Connect with Us',
        'Help',
      ]);
    }
    const help = FOOTER_GROUPS.commerce[3]!.links.map((l) => l.label);
    expect(help).toEqual(expect.arrayContaining(['Terms', 'Cancellation & Returns', 'Seller Terms']));
  });

  it('draws at most two initials from a name', () => {
    expect(initialsOf('ada lovelace byron')).toBe('AL');
    expect(initialsOf('  Grace ')).toBe('G');
    expect(initialsOf('')).toBe('');
  });
});
