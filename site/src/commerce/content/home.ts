/**
 * The commerce home's words (spec §2: images, a white-paper button to /blockchain, a popup, an
 * app-store button, links to an auto marketplace and an external article). No app exists in any
 * store yet, so the page says so and offers the web instead.
 */
import type { IllustrationName } from '../illustrations/illustration';
import type { InfoContent, InfoSection, PageAction } from './types';

/** A picture band of the home: an illustration beside a heading, a text and its links. */
export interface Showcase {
  readonly heading: string;
  readonly text: string;
  readonly illustration: IllustrationName;
  readonly actions: readonly PageAction[];
}

export const HOME_HERO: InfoContent['hero'] = {
  eyebrow: 'ISPz Commerce',
  title: 'A marketplace where every party is verified',
  lead: 'Buy, sell, hire and finance with businesses whose credentials you can check, contracts you can E-Stamp, payments held safely until the goods arrive, and rewards on every trade.',
  illustration: 'marketplace',
  actions: [
    { label: 'Read the white paper', to: '/blockchain', kind: 'primary' },
    { label: 'Explore the marketplace', to: '/market', kind: 'secondary' },
  ],
};

export const HOME_META = {
  title: 'The verified marketplace',
  description:
    'ISPz Commerce: a marketplace of verified buyers, sellers and partners, with E-Stamped contracts, wallets, rewards, asset hire and trade finance.',
} as const;

export const ANNOUNCEMENT = {
  ribbon: 'New: contracts with E-Stamp for Karnataka and Tamil Nadu.',
  open: 'Read the announcement',
  title: 'Contracts with E-Stamp are here',
  description: 'Sign twelve kinds of agreement online and pay their stamp duty in the same flow.',
  body: [
    'Businesses on ISPz can now draw up a contract with E-Stamp: a sale, lease, rental, equipment hire, loan, hypothecation, supply or service agreement, a non-disclosure agreement, a memorandum of understanding, a leave and licence agreement or an indemnity bond.',
    'Choose the state whose stamp duty applies — Karnataka (KA) or Tamil Nadu (TN) for now — and the stamp duty is paid from your wallet before the parties sign. Every version of the contract stays on its record.',
  ],
  more: { label: 'Read the E-Stamp Terms', to: '/estamp-terms' },
  close: 'Close',
} as const;

export const HOME_FEATURES: InfoSection = {
  heading: 'Everything a trade needs, in one place',
  lead: 'One account carries your identity, your business and your wallet into every ecosystem on the platform.',
  tone: 'surface',
  cards: [
    {
      glyph: 'store',
      title: 'Marketplace',
      text: 'List products or browse sellers by category, with prices, stock and delivery terms up front.',
      action: { label: 'Visit the market', to: '/market' },
    },
    {
      glyph: 'shield',
      title: 'Verified credentials',
      text: 'Share the credentials a counterparty asks for — registration, licences, ratings — and request theirs.',
      action: { label: 'How joining works', to: '/join' },
    },
    {
      glyph: 'wallet',
      title: 'Wallets and payments',
      text: 'Pay and get paid from your wallet; money for an order is held until its terms are met.',
      action: { label: 'About payments', to: '/payments' },
    },
    {
      glyph: 'badge',
      title: 'Rewards',
      text: 'Invite a business or a friend and earn credits when they trade. Track each reward from Eligible to Paid.',
      action: { label: 'Discover Paza rewards', to: '/paza' },
    },
    {
      glyph: 'stamp',
      title: 'Contracts with E-Stamp',
      text: 'Agree terms online, pay stamp duty in the same flow, and keep every signed version on record.',
      action: { label: 'E-Stamp Terms', to: '/estamp-terms' },
    },
    {
      glyph: 'truck',
      title: 'Asset rental and hire',
      text: 'Hire equipment and vehicles by the day from verified owners, or earn from assets you are not using.',
      action: { label: 'See the auto ecosystem', to: '/ourEcosystem' },
    },
  ],
};

export const HOME_SHOWCASES: readonly Showcase[] = [
  {
    heading: 'The Automotive Ecosystem',
    text: 'Dealers, workshops, parts suppliers, lenders and insurers trade in one auto marketplace: vehicles and parts with their history attached, finance and cover arranged in the same place.',
    illustration: 'auto',
    actions: [{ label: 'Visit the auto marketplace', to: '/ourEcosystem', kind: 'primary' }],
  },
  {
    heading: 'Records nobody can quietly change',
    text: 'Orders, contracts and credentials are written to a shared ledger. Our white paper explains how records become tokens, how they pool into securities, and who can see what.',
    illustration: 'ledger',
    actions: [
      { label: 'Read the white paper', to: '/blockchain', kind: 'secondary' },
      {
        label: 'Background: how a blockchain works',
        to: 'https://en.wikipedia.org/wiki/Blockchain',
        external: true,
      },
    ],
  },
];

export const HOME_STEPS: InfoSection = {
  heading: 'How it works',
  steps: [
    { title: 'Join', text: 'Sign up as a person or register your business in a few minutes.' },
    {
      title: 'Get verified',
      text: 'Add the credentials your trading partners ask for, once, and share them when you choose.',
    },
    {
      title: 'Trade',
      text: 'Buy, sell or hire with agreed terms, and sign a contract with E-Stamp when the deal needs one.',
    },
    {
      title: 'Get paid and rewarded',
      text: 'Payments settle to your wallet and every eligible trade earns rewards.',
    },
  ],
};

export const HOME_APP = {
  heading: 'The ISPz app',
  text: 'Apps for iPhone and Android are coming soon. Everything they will do already works in your phone’s browser, and the account you open today carries over.',
  badge: 'Coming soon to the app stores',
  action: { label: 'Join on the web', to: '/join', kind: 'primary' },
} as const;

export const HOME_CLOSING: NonNullable<InfoContent['closing']> = {
  heading: 'Ready to trade with confidence?',
  text: 'Open an account in minutes, or talk to us about bringing your ecosystem to the platform.',
  actions: [
    { label: 'Sign up', to: '/signup', kind: 'primary' },
    { label: 'Contact us', to: '/contact', kind: 'secondary' },
  ],
};
