/** Cancellation & Returns (/cancelandreturns): cancelling orders and hires, returns and refunds. */
import type { LegalContent } from '../types';
import { LEGAL_LINKS as L, LEGAL_UPDATED } from './related';

export const RETURNS: LegalContent = {
  meta: {
    title: 'Cancellation & Returns',
    description:
      'How to cancel an order or a hire on ISPz, return goods, and get a refund to your wallet or card.',
  },
  title: 'Cancellation & Returns',
  updated: LEGAL_UPDATED,
  intro:
    'You can change your mind. This policy sets the minimum every seller on ISPz offers; a listing may offer more, never less.',
  sections: [
    {
      id: 'cancel-order',
      heading: 'Cancelling an order',
      paragraphs: [
        'Cancel any order free of charge until it is dispatched: open Orders, choose the order and select Cancel. Your payment is released straight back, since it was held and never passed to the seller.',
      ],
    },
    {
      id: 'cancel-hire',
      heading: 'Cancelling a hire',
      paragraphs: ['A reservation of an asset can be cancelled as follows:'],
      bullets: [
        'before it is paid: at any time, at no cost — the hold simply lapses;',
        'more than 48 hours before the hire starts: full refund;',
        'within 48 hours of the start: refund less one day’s hire;',
        'after the hire has started: no refund for days already begun.',
      ],
    },
    {
      id: 'returns',
      heading: 'Returning goods',
      paragraphs: [
        'Return most goods within 7 days of delivery, unused and in their packaging. Start the return from the order; the seller confirms and tells you how to send it back.',
      ],
      bullets: [
        'Not returnable unless faulty: perishable food, goods made to your order, opened hygiene products.',
        'Faulty, damaged or wrong items: return within 30 days; the seller pays the return delivery.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      paragraphs: [
        'Refunds go back the way you paid — to your wallet at once, or to your card within 5 to 7 working days of the seller receiving the return. Rewards earned on a returned order are cancelled.',
      ],
    },
    {
      id: 'contracts',
      heading: 'Contracts',
      paragraphs: [
        'A contract can be cancelled by either party until every party has signed. Stamp duty already paid for a contract with E-Stamp follows the E-Stamp Terms.',
      ],
    },
    {
      id: 'disputes',
      heading: 'If you and the seller disagree',
      paragraphs: [
        'Write to us from the Contact page with the order details. We look at both sides, hold the payment while we do, and decide within 10 working days.',
      ],
    },
  ],
  related: [L.shipping, L.terms, L.seller, L.estamp, L.contact],
};
