/** The legal documents of the commerce build by path, so each can point to the others. */
import type { PageAction } from '../types';

export const LEGAL_LINKS = {
  terms: { label: 'Terms', to: '/terms' },
  seller: { label: 'Seller Terms', to: '/seller' },
  estamp: { label: 'E-Stamp Terms', to: '/estamp-terms' },
  shipping: { label: 'Shipping policy', to: '/shipping' },
  returns: { label: 'Cancellation & Returns', to: '/cancelandreturns' },
  payments: { label: 'Payments', to: '/payments' },
  contact: { label: 'Contact us', to: '/contact' },
} as const satisfies Record<string, PageAction>;

/** The date every document below was last revised. */
export const LEGAL_UPDATED = '1 November 2026';
