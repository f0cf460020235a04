/** The commerce build's Terms (/terms): the rules for every account on the marketplace. */
import type { LegalContent } from '../types';
import { LEGAL_LINKS as L, LEGAL_UPDATED } from './related';

export const TERMS: LegalContent = {
  meta: {
    title: 'Terms',
    description:
      'The terms of use of the ISPz marketplace: accounts, credentials, trading, payments, rewards and your data.',
  },
  title: 'Terms',
  updated: LEGAL_UPDATED,
  intro:
    'These terms apply to everyone who opens an account on ISPz or uses the marketplace, whether you buy, sell, hire, lend or partner with us. Please read them before you trade.',
  sections: [
    {
      id: 'accounts',
      heading: 'Your account',
      paragraphs: [
        'You may open a personal account, register a business, or both. You must be 18 or older, give details that are true, and keep your password and one-time codes to yourself.',
        'You can act as yourself, as a business you belong to, or inside an ecosystem you have joined. Whatever you do in a context is done on behalf of that person or business.',
      ],
    },
    {
      id: 'credentials',
      heading: 'Credentials and verification',
      paragraphs: [
        'Credentials — a business registration, a licence, a rating — are issued by the party entitled to issue them and shared only when you choose. You may cancel a request you made, and you may refuse one you received.',
        'We check that a credential was issued by who it says; we do not guarantee what it certifies. Rely on it as you would on the paper it replaces.',
      ],
    },
    {
      id: 'trading',
      heading: 'Buying, selling and hiring',
      paragraphs: [
        'A listing is an offer by its seller, not by ISPz. The contract of sale or hire is between the buyer and the seller (or the hirer and the owner), on the terms shown when the order is placed.',
      ],
      bullets: [
        'Prices include the taxes shown at checkout; delivery is charged as the listing says.',
        'A reservation of an asset is held for a limited time until it is paid, then confirmed.',
        'Sellers also accept the Seller Terms; contracts with E-Stamp also follow the E-Stamp Terms.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payments and wallets',
      paragraphs: [
        'Payments go through our payment partner to the wallet of the party being paid. Money for an order is held until the order is delivered or its cancellation window has passed.',
        'Wallet balances are not deposits and earn no interest. We may hold a payment while we look into a dispute or a suspected fraud, and we will tell you why.',
      ],
    },
    {
      id: 'rewards',
      heading: 'Rewards',
      paragraphs: [
        'Rewards are credits we grant, for example when someone you referred starts trading. A reward moves from Eligible to Earned to Paid; it may be Rejected or Cancelled if the trade behind it is reversed or the rules were not met.',
      ],
    },
    {
      id: 'conduct',
      heading: 'What you may not do',
      paragraphs: ['To keep the marketplace trustworthy, you may not:'],
      bullets: [
        'list goods you are not entitled to sell, or that the law forbids;',
        'present a credential that was not issued to you, or alter one;',
        'try to reach data of another account, or disrupt the platform;',
        'use another person’s account, or let someone use yours.',
      ],
    },
    {
      id: 'records',
      heading: 'Records and your data',
      paragraphs: [
        'Orders, contracts and credentials are recorded on a shared ledger so that nobody can quietly change them. Personal details are kept off the ledger; only a fingerprint of a record is written there.',
        'You can download what we hold about you, correct it, and close your account. Records the law requires us to keep, such as invoices, stay for the period the law sets.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability and changes',
      paragraphs: [
        'We run the platform with care but cannot promise it is never interrupted. We are not liable for the goods or services traded between members, nor for losses you could not have expected.',
        'We may change these terms; we will give you notice before a change takes effect, and you may close your account if you disagree.',
      ],
    },
  ],
  related: [L.seller, L.returns, L.shipping, L.estamp, L.contact],
};
