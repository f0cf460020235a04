/** /join: how to join as a person, a business, a seller or an ecosystem owner. */
import type { InfoContent } from './types';

export const JOIN: InfoContent = {
  meta: {
    title: 'Join',
    description:
      'Join ISPz as a person, a business, a seller, a partner or an ecosystem owner — one account for every marketplace on the platform.',
  },
  hero: {
    eyebrow: 'Join',
    title: 'One account for every marketplace',
    lead: 'Open a personal account in a minute with your mobile number, or register your business to sell, partner and run ecosystems. You can add a business to a personal account at any time.',
    illustration: 'ecosystem',
    actions: [
      { label: 'Sign up', to: '/signup', kind: 'primary' },
      { label: 'Register your business', to: '/registerbusiness', kind: 'secondary' },
    ],
  },
  sections: [
    {
      heading: 'Choose how you join',
      cards: [
        {
          glyph: 'users',
          title: 'As a person',
          text: 'Buy, hire, hold a wallet and earn rewards. You need a mobile number and a one-time code.',
          action: { label: 'Sign up', to: '/signup' },
        },
        {
          glyph: 'store',
          title: 'As a business',
          text: 'Sell, invoice, sign contracts with E-Stamp and invite your team.',
          action: { label: 'Register your business', to: '/registerbusiness' },
        },
        {
          glyph: 'globe',
          title: 'As an ecosystem owner',
          text: 'Register a business first, then create an ecosystem with its own brand and members.',
          action: { label: 'See an ecosystem', to: '/ourEcosystem' },
        },
      ],
    },
    {
      heading: 'What you will need',

      bullets: [
        'A mobile number (India +91 or United States +1) for your one-time code.',
        'A password of at least 8 characters with a capital letter, a number and a special character.',
        'For a business: its name and type, and later the credentials your buyers will ask for.',
        'A referral code, if someone invited you — they earn Paza rewards when you trade.',
      ],
    },
  ],
  closing: {
    heading: 'Already a member?',
    text: 'Log in to pick up where you left off.',
    actions: [{ label: 'Log in', to: '/login', kind: 'primary' }],
  },
};
