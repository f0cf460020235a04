/** /payments: wallets, held payments, payouts, stamp duty and reservations (spec §1, §3, §4). */
import type { InfoContent } from './types';

export const PAYMENTS: InfoContent = {
  meta: {
    title: 'Payments',
    description:
      'How payments work on ISPz: wallets, money held until delivery, payouts to sellers, stamp duty and hire reservations.',
  },
  hero: {
    eyebrow: 'Payments',
    title: 'Money that moves when the deal does',
    lead: 'Every account has a wallet. Payments go through our payment partner, are held while an order is on its way, and reach the seller when it is delivered.',
    illustration: 'wallet',
  },
  sections: [
    {
      heading: 'Ways to pay',
      cards: [
        {
          glyph: 'wallet',
          title: 'Your wallet',
          text: 'Pay instantly from your balance; refunds and rewards land here too.',
        },
        {
          glyph: 'receipt',
          title: 'Cards and UPI',
          text: 'Pay through our payment partner; the card or account never touches the seller.',
        },
        {
          glyph: 'contract',
          title: 'Under a contract',
          text: 'Larger deals pay on the schedule their signed contract sets.',
        },
      ],
    },
    {
      heading: 'What happens to your money',
      tone: 'surface',
      steps: [
        { title: 'Paid', text: 'You pay at checkout; the order records the payment reference.' },
        { title: 'Held', text: 'The money is held by our payment partner while the order ships.' },
        {
          title: 'Released',
          text: 'On delivery, after the return window, it is paid to the seller’s business wallet, less the category fee.',
        },
        { title: 'Refunded', text: 'If the order is cancelled or returned, it goes back the way it came.' },
      ],
    },
    {
      heading: 'Hires and stamp duty',
      paragraphs: [
        'A reservation for a hired asset waits for payment for a short time, then is confirmed once paid; an unpaid hold lapses and frees the asset. Stamp duty for a contract with E-Stamp is paid from the creator’s wallet before the parties sign.',
      ],
    },
    {
      heading: 'Currencies and receipts',

      paragraphs: [
        'Prices in India are in rupees, in the United States in dollars, always with two decimals. Every payment has an invoice in Orders, with the amount in figures and in words.',
      ],
    },
  ],
  closing: {
    heading: 'Questions about a payment?',
    text: 'Find your order’s invoice in Orders, or write to us with its reference.',
    actions: [
      { label: 'Cancellation & Returns', to: '/cancelandreturns', kind: 'secondary' },
      { label: 'Contact us', to: '/contact', kind: 'primary' },
    ],
  },
};
