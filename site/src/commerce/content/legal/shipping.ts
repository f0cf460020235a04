/** The Shipping policy (/shipping): how orders placed on the marketplace reach their buyers. */
import type { LegalContent } from '../types';
import { LEGAL_LINKS as L, LEGAL_UPDATED } from './related';

export const SHIPPING: LegalContent = {
  meta: {
    title: 'Shipping policy',
    description:
      'How orders on the ISPz marketplace are dispatched, tracked and delivered, and what happens when a delivery goes wrong.',
  },
  title: 'Shipping policy',
  updated: LEGAL_UPDATED,
  intro:
    'Each seller ships their own orders, to the standard below. The listing tells you who delivers, how long it takes and what it costs before you buy.',
  sections: [
    {
      id: 'dispatch',
      heading: 'Dispatch times',
      paragraphs: [
        'Sellers dispatch within the time their listing promises — usually one to three working days — and add a tracking reference to the order when they do. You see it in Orders.',
      ],
    },
    {
      id: 'areas',
      heading: 'Where we deliver',
      paragraphs: [
        'Delivery is available to the addresses a listing accepts. Most sellers deliver nationwide; heavy goods and vehicles may be delivered only within their city — Bangalore, Hyderabad, Chennai, Delhi or Mumbai — or collected.',
      ],
    },
    {
      id: 'charges',
      heading: 'Charges',
      paragraphs: [
        'Delivery charges are shown at checkout and included in your invoice. Goods sold by weight (kg, t, g, lb, oz) or volume (l, ml) are charged on the unit the listing states.',
      ],
    },
    {
      id: 'receiving',
      heading: 'Receiving your order',
      paragraphs: [
        'Check the package when it arrives. If it is damaged or something is missing, note it with the courier if you can and tell the seller through the order within 48 hours, with a photo.',
      ],
    },
    {
      id: 'late',
      heading: 'Late or lost deliveries',
      paragraphs: [
        'If an order has not arrived seven days after its promised date, you may cancel it for a full refund under the Cancellation & Returns policy. Your payment is held until delivery, so you are never out of pocket for goods that do not come.',
      ],
    },
    {
      id: 'hire',
      heading: 'Hired assets',
      paragraphs: [
        'Vehicles and equipment on hire are handed over and returned as the reservation says — collected from the owner or delivered for the fee shown. Both parties record the condition at hand-over and return.',
      ],
    },
  ],
  related: [L.returns, L.terms, L.seller, L.contact],
};
