/**
 * The footer's groups per build (spec §2 "Footer links": Know Us, Our Customers, Connect with
 * Us, Help with Terms, Cancellation & Returns, Seller Terms) and the company's address. The
 * support contact is not here: it comes from the deployment's configuration.
 */
import type { Build } from '../../app/boot';
import type { NavLink } from './nav';

/** A titled column of footer links. */
export interface FooterGroup {
  readonly title: string;
  readonly links: readonly NavLink[];
}

export const FOOTER_GROUPS: Readonly<Record<Build, readonly FooterGroup[]>> = {
  us: [
    {
      title: 'Know Us',
      links: [
        { label: 'About Us', to: '/about' },
        { label: 'Leadership', to: '/leadership' },
        { label: 'Our Team', to: '/team' },
        { label: 'Careers', to: '/career' },
      ],
    },
    {
      title: 'Our Customers',
      links: [
        { label: 'Borrowers', to: '/business?index=0' },
        { label: 'Lenders', to: '/business?index=3' },
        { label: 'Secondary Market', to: '/business?index=8' },
        { label: 'Automotive Ecosystem', to: '/ourEcosystem' },
      ],
    },
    {
      title: 'Connect with Us',
      links: [
        { label: 'Contact Us', to: '/contact' },
        { label: 'Get Connected', to: '/connect' },
        { label: 'Downloads', to: '/download' },
      ],
    },
    {
      title: 'Help',
      links: [
        { label: 'Terms', to: '/term' },
        { label: 'Cancellation & Returns', to: '/cancelandreturns' },
        { label: 'Seller Terms', to: '/seller' },
        { label: 'FAQ', to: '/faq' },
      ],
    },
  ],
  commerce: [
    {
      title: 'Know Us',
      links: [
        { label: 'About Us', to: '/about' },
        { label: 'Our Team', to: '/team' },
        { label: 'Careers', to: '/careers' },
        { label: 'Blockchain', to: '/blockchain' },
      ],
    },
    {
      title: 'Our Customers',
      links: [
        { label: 'Automotive Ecosystem', to: '/ourEcosystem' },
        { label: 'Market', to: '/market' },
        { label: 'Payments', to: '/payments' },
        { label: 'Join as a Partner', to: '/join' },
      ],
    },
    {
      title: 'Connect with Us',
      links: [
        { label: 'Contact Us', to: '/contact' },
        { label: 'Shipping', to: '/shipping' },
      ],
    },
    {
      title: 'Help',
      links: [
        { label: 'Terms', to: '/terms' },
        { label: 'Cancellation & Returns', to: '/cancelandreturns' },
        { label: 'Seller Terms', to: '/seller' },
        { label: 'E-Stamp Terms', to: '/estamp-terms' },
        { label: 'FAQ', to: '/faq' },
      ],
    },
  ],
};

/** The company's registered address, line by line. */
export const COMPANY_ADDRESS: readonly string[] = [
  'ISPz Inc.',
  '1201 North Market Street, Suite 400',
  'Wilmington, DE 19801',
  'United States',
];

/** The © line; the year comes from the visitor's clock at render time. */
export const copyrightLine = (year: number) => `© ${year} ISPz Inc. All rights reserved.`;
