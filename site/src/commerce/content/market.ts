/** /market: the marketplace — categories, how buying and selling work, asset hire (spec §1–§3). */
import type { InfoContent } from './types';

export const MARKET: InfoContent = {
  meta: {
    title: 'Marketplace',
    description:
      'The ISPz marketplace: buy and sell by category, hire assets by the day, and pay safely from your wallet.',
  },
  hero: {
    eyebrow: 'Marketplace',
    title: 'Buy, sell and hire with verified businesses',
    lead: 'Every seller on the marketplace is a registered business with checked credentials. Prices, stock and delivery terms are on the listing; your payment waits until your order arrives.',
    illustration: 'marketplace',
    actions: [
      { label: 'Start selling', to: '/join', kind: 'primary' },
      { label: 'Seller Terms', to: '/seller', kind: 'secondary' },
    ],
  },
  sections: [
    {
      heading: 'Shop by category',
      cards: [
        {
          glyph: 'store',
          title: 'eCommerce',
          text: 'Everyday goods from verified retailers and distributors, delivered nationwide.',
        },
        {
          glyph: 'leaf',
          title: 'Agriculture',
          text: 'Produce, seed and equipment, traded from grower to consumer with its origin on record.',
        },
        {
          glyph: 'car',
          title: 'Automotive',
          text: 'Vehicles, parts and services in the Automotive Ecosystem.',
        },
        {
          glyph: 'truck',
          title: 'Equipment hire',
          text: 'Machines, vehicles and tools rented by the day from their owners.',
        },
      ],
    },
    {
      heading: 'Buying',
      tone: 'surface',
      steps: [
        { title: 'Find', text: 'Browse or search; each listing shows its seller’s credentials and rating.' },
        { title: 'Order', text: 'Pay from your wallet or card; the money is held, not yet paid out.' },
        { title: 'Receive', text: 'Track delivery in Orders; your invoice is there too.' },
        { title: 'Settle', text: 'Once delivered, the seller is paid and you earn rewards.' },
      ],
    },
    {
      heading: 'Hiring an asset',
      paragraphs: [
        'Choose the kind and model of asset, give the dates and purpose of the hire, and pick from the assets available. The reservation is held for you while you pay, then confirmed; the owner sees it at once.',
      ],
    },
  ],
  closing: {
    heading: 'Sell where buyers trust you',
    text: 'Register your business, verify it once, and list in every ecosystem you join.',
    actions: [{ label: 'Register your business', to: '/registerbusiness', kind: 'primary' }],
  },
};
