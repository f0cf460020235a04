/**
 * The invoice pages' words (/invoice, /orderinvoice). An invoice holds a person's details, so
 * these pages never show one to an anonymous visitor and never make one up: they explain how to
 * reach it, and for a signed-in member they read the member's own orders from the platform.
 */
import type { InfoContent } from './types';

export const INVOICES: InfoContent = {
  meta: {
    title: 'Invoices',
    description:
      'Where to find the invoices of your ISPz orders and hires, what each one shows, and how to get a copy.',
  },
  hero: {
    eyebrow: 'Help',
    title: 'Invoices',
    lead: 'Every order and every hire on ISPz has an invoice in the seller’s name. Because it carries your details, you see it only after logging in, under Orders.',
    illustration: 'invoice',
  },
  sections: [
    {
      heading: 'What an invoice shows',
      bullets: [
        'The seller or owner, and you as the buyer or hirer.',
        'What was bought or hired, for which dates, and why.',
        'The amount in rupees with two decimals, and the payment reference once paid.',
        'Where the order stands: awaiting payment, confirmed, or released.',
      ],
    },
  ],
};

export const ORDER_INVOICE = {
  meta: {
    title: 'Order invoice',
    description: 'The invoice of one of your ISPz orders or hires, shown only to you after you log in.',
  },
  title: 'Order invoice',
  anonymous:
    'An order’s invoice shows your name, your order and your payment, so it is shown only to you. Log in, then open your order’s invoice from Orders.',
  login: 'Log in to see your invoices',
  signedInLead: 'Your orders and hires, each with its invoice to view and print.',
  signedInLink: 'See your order invoices',
  listHeading: 'Your orders',
  hired: 'Assets you hired',
  hiredOut: 'Your assets hired by others',
  none: 'You have no orders yet. Hires you make or take appear here with their invoices.',
  loading: 'Loading your orders…',
  failed: 'Failed to get data please try later',
  notFound: 'There is no such order among yours. Check the link, or choose an order below.',
  open: 'View invoice',
  back: 'All your orders',
  print: 'Print',
  rows: {
    reference: 'Invoice for order',
    date: 'Ordered on',
    status: 'Status',
    period: 'Hire period',
    days: 'Days',
    purpose: 'Purpose',
    asset: 'Asset reference',
    payment: 'Payment reference',
    total: 'Total',
  },
  awaitingPayment: 'Awaiting payment',
  status: { pending_payment: 'Awaiting payment', confirmed: 'Confirmed', released: 'Released' },
} as const;
