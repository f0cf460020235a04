/**
 * /contact (spec §2): the write-to-us form and the company's contact details. The support email
 * and phone come from the deployment's configuration; the address is the footer's (one copy).
 */
import type { InfoContent } from './types';

export const CONTACT_PAGE: Pick<InfoContent, 'meta' | 'hero'> = {
  meta: {
    title: 'Contact us',
    description:
      'Write to the ISPz team: questions about orders, payments, selling, partnerships or your account.',
  },
  hero: {
    eyebrow: 'Contact us',
    title: 'We would like to hear from you',
    lead: 'Questions about an order, selling on the marketplace, or bringing your ecosystem to ISPz — write to us and we answer within one working day.',
    illustration: 'people',
  },
};

export const CONTACT_TEXT = {
  formHeading: 'Write to us',
  detailsHeading: 'Reach us directly',
  addressLabel: 'Registered office',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  hours: 'Monday to Friday, 9:30 to 18:00 IST.',
  address: [
    'ISPz Technologies',
    '4th Floor, 80 Feet Road, Koramangala',
    'Bengaluru, Karnataka 560034',
    'India',
  ],
} as const;
