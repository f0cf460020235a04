/** /about: who ISPz is and what the commerce platform is for (spec §1). */
import type { InfoContent } from './types';

export const ABOUT: InfoContent = {
  meta: {
    title: 'About us',
    description:
      'About ISPz: the marketplace and finance platform for consumers, businesses and the ecosystems they trade in.',
  },
  hero: {
    eyebrow: 'About us',
    title: 'Trust, built into trade',
    lead: 'ISPz is a marketplace and finance platform for consumers, businesses and the ecosystems they form. We make it simple to know who you are dealing with, to agree terms, and to get paid.',
    illustration: 'ecosystem',
    actions: [{ label: 'Meet the team', to: '/team', kind: 'secondary' }],
  },
  sections: [
    {
      heading: 'What we do',
      paragraphs: [
        'On ISPz, a person or a business opens one account and uses it everywhere: to buy and sell in the marketplace, to hire assets, to sign contracts, to share credentials, and to hold a wallet that pays and gets paid.',
        'Businesses go further. They register sellers and partners, run ecosystems of their own, finance trade, and pool receivables and loans into securities that investors can buy.',
      ],
    },
    {
      heading: 'What we believe',
      tone: 'surface',
      cards: [
        {
          glyph: 'shield',
          title: 'Verified, not assumed',
          text: 'Credentials are issued by the people entitled to issue them, and shared only with consent.',
        },
        {
          glyph: 'chain',
          title: 'Records that hold',
          text: 'Orders, contracts and credentials are written to a shared ledger, so the record is the same for everyone.',
        },
        {
          glyph: 'users',
          title: 'Open ecosystems',
          text: 'Anyone can start an ecosystem; members keep one identity across all of them.',
        },
      ],
    },
    {
      heading: 'Where we are',
      paragraphs: [
        'We work from Bangalore with teams in Hyderabad, Chennai, Delhi and Mumbai, and serve members across India and the United States.',
      ],
    },
  ],
  closing: {
    heading: 'Work with us',
    text: 'Join the platform, bring your ecosystem, or come and build it with us.',
    actions: [
      { label: 'Join ISPz', to: '/join', kind: 'primary' },
      { label: 'Careers', to: '/careers', kind: 'secondary' },
    ],
  },
};
