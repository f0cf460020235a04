/** The Seller Terms (/seller): what a business accepts when it lists on the marketplace. */
import type { LegalContent } from '../types';
import { LEGAL_LINKS as L, LEGAL_UPDATED } from './related';

export const SELLER_TERMS: LegalContent = {
  meta: {
    title: 'Seller Terms',
    description:
      'The Seller Terms of the ISPz marketplace: listing, verification, fulfilment, returns, fees and payouts.',
  },
  title: 'Seller Terms',
  updated: LEGAL_UPDATED,
  intro:
    'These Seller Terms add to the Terms for every business that lists products, services or assets for hire on ISPz. By publishing a listing you accept them on behalf of your business.',
  sections: [
    {
      id: 'eligibility',
      heading: 'Who can sell',
      paragraphs: [
        'Any registered business whose registration credential has been verified can sell. Some categories — food, vehicles, financial products — also need the licence credential their law requires before listings go live.',
      ],
    },
    {
      id: 'listings',
      heading: 'Listings',
      paragraphs: ['A listing must describe exactly what the buyer will receive.'],
      bullets: [
        'Show the full price with taxes, and delivery charges or how they are worked out.',
        'Keep stock current; an order you cannot fulfil counts against your rating.',
        'Use pictures of the item itself and state its condition honestly.',
        'Do not list goods that are counterfeit, stolen, recalled or forbidden by law.',
      ],
    },
    {
      id: 'fulfilment',
      heading: 'Fulfilment and delivery',
      paragraphs: [
        'Dispatch within the time your listing promises, with a tracking reference, following the Shipping policy. For hires, hand the asset over on the agreed day in the condition described.',
      ],
    },
    {
      id: 'returns',
      heading: 'Cancellations and returns',
      paragraphs: [
        'You accept cancellations and returns under the Cancellation & Returns policy, and may offer better terms in your listing. Refunds go back through the platform, never outside it.',
      ],
    },
    {
      id: 'fees',
      heading: 'Fees and payouts',
      paragraphs: [
        'The fee for each category is shown before you publish and deducted from the payment of each order. The rest is paid to your business wallet once the order is delivered and its return window has passed.',
        'You are responsible for invoicing your buyers and for the taxes on your sales; the platform issues each order’s invoice in your business’s name from the details you gave.',
      ],
    },
    {
      id: 'contracts',
      heading: 'Contracts with buyers',
      paragraphs: [
        'Larger deals can be made under a written contract on the platform. Where stamp duty applies, the contract is made with E-Stamp under the E-Stamp Terms, and it binds only once every party has signed.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension',
      paragraphs: [
        'We may pause a listing or a seller account while we look into complaints, a failed verification or a breach of these terms. We will tell you what we found and how to put it right.',
      ],
    },
  ],
  related: [L.terms, L.returns, L.shipping, L.estamp, L.payments],
};
