/**
 * /ourEcosystem, the Automotive Ecosystem (spec §1: ecosystems of buyers, sellers and partners;
 * §2: navbar Our Customers > Automotive Ecosystem).
 */
import type { InfoContent } from './types';

export const ECOSYSTEM: InfoContent = {
  meta: {
    title: 'Automotive Ecosystem',
    description:
      'The ISPz Automotive Ecosystem: dealers, workshops, parts suppliers, lenders, insurers and buyers trading on one verified marketplace.',
  },
  hero: {
    eyebrow: 'Our Customers',
    title: 'Automotive Ecosystem',
    lead: 'An ecosystem is a marketplace of its own on ISPz: its owner sets who may join and what they trade, and every member brings one verified account. The Automotive Ecosystem brings the whole life of a vehicle together.',
    illustration: 'auto',
    actions: [
      { label: 'Join the ecosystem', to: '/join', kind: 'primary' },
      { label: 'Browse the market', to: '/market', kind: 'secondary' },
    ],
  },
  sections: [
    {
      heading: 'What an ecosystem is',
      lead: 'Three kinds of member meet in every ecosystem.',
      cards: [
        {
          glyph: 'users',
          title: 'Buyers',
          text: 'People and fleets buying or hiring vehicles, parts and services, who see each seller’s credentials before they pay.',
        },
        {
          glyph: 'store',
          title: 'Sellers',
          text: 'Dealers, workshops and parts suppliers listing stock and services, paid to their business wallet when orders are delivered.',
        },
        {
          glyph: 'key',
          title: 'Partners',
          text: 'Lenders, insurers, inspectors and logistics firms who finance, cover, check and move what is traded.',
        },
      ],
    },
    {
      heading: 'What members do here',
      tone: 'surface',
      cards: [
        {
          glyph: 'car',
          title: 'Buy and sell vehicles',
          text: 'Listings carry the vehicle’s inspection and service records as credentials the buyer can check.',
        },
        {
          glyph: 'clock',
          title: 'Hire by the day',
          text: 'Rent cars, trucks and workshop equipment from verified owners; the reservation holds the asset until it is paid.',
        },
        {
          glyph: 'wallet',
          title: 'Finance a purchase',
          text: 'Lenders in the ecosystem offer loans against the vehicle, with the agreement signed and E-Stamped on the platform.',
        },
        {
          glyph: 'shield',
          title: 'Insure and inspect',
          text: 'Insurers quote from the vehicle’s records; inspectors issue condition reports as credentials.',
        },
        {
          glyph: 'truck',
          title: 'Parts and logistics',
          text: 'Suppliers ship parts to workshops with tracked delivery; workshops reorder from the sellers they trust.',
        },
        {
          glyph: 'badge',
          title: 'Rewards',
          text: 'Members earn Paza rewards for referrals and trades across the ecosystem.',
        },
      ],
    },
    {
      heading: 'Run an ecosystem of your own',
      paragraphs: [
        'Any business can register an ecosystem: name it, give it a logo and banner, choose the kinds of participant it admits, and invite buyers and sellers. Members keep one ISPz account across every ecosystem they join, and sign in to yours with it.',
      ],
    },
  ],
  closing: {
    heading: 'Bring your dealership or workshop',
    text: 'Register your business, add its credentials and start listing in the Automotive Ecosystem.',
    actions: [
      { label: 'Register your business', to: '/registerbusiness', kind: 'primary' },
      { label: 'Talk to us', to: '/contact', kind: 'secondary' },
    ],
  },
};
