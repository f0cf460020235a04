/**
 * /careers: what working at ISPz is like and the roles open. Applications are not received on
 * the site: the page says so and gives the support address from the deployment's config.
 */
import type { InfoContent } from './types';

export const CAREERS: InfoContent = {
  meta: {
    title: 'Careers',
    description: 'Careers at ISPz: the teams we are growing, how we work, and how to apply.',
  },
  hero: {
    eyebrow: 'Careers',
    title: 'Build the marketplace people trust',
    lead: 'We are a small team building payments, contracts, credentials and finance for businesses and their ecosystems. We hire people who like hard problems explained simply.',
    illustration: 'people',
  },
  sections: [
    {
      heading: 'Teams we are growing',
      cards: [
        {
          glyph: 'chain',
          title: 'Platform engineering',
          text: 'TypeScript services, the ledger, payments and contracts — correct first, fast second.',
        },
        {
          glyph: 'store',
          title: 'Product design',
          text: 'Calm, accessible screens for trading, onboarding and finance, from sketch to shipped.',
        },
        {
          glyph: 'users',
          title: 'Partnerships',
          text: 'Bring lenders, insurers, logistics firms and ecosystem owners onto the platform.',
        },
        {
          glyph: 'shield',
          title: 'Trust and compliance',
          text: 'Verification, disputes, and the rules of stamp duty, payments and data.',
        },
      ],
    },
    {
      heading: 'How we work',
      tone: 'surface',
      bullets: [
        'Small teams that own a product area end to end.',
        'Written decisions, so everyone can follow why.',
        'Offices in Bangalore, with flexible remote days.',
        'Health cover, learning budget, and time off that people actually take.',
      ],
    },
  ],
};

/** The apply band: applications go by email (no online application form exists yet). */
export const CAREERS_APPLY = {
  heading: 'How to apply',
  text: 'We do not take applications through the site yet. Email your CV and a few lines on what you would like to work on to',
  fallback: 'our support team',
} as const;
