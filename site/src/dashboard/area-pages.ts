/**
 * The dashboard's pages, by path relative to /dashboard (react-router matches without regard
 * to case): each loads the module whose default export draws it inside the shell. A path under
 * /dashboard with no page here shows the not-found screen inside the shell.
 */
import type { PageTable } from '../app/pages';

export const AREA_PAGES: PageTable = {
  business: () => import('./business/business-page'),
  'business/contracts': () => import('./contracts/contracts-page'),
  ecosystem: () => import('./ecosystem/ecosystem-page'),
  profile: () => import('./profile/profile-page'),
  loanPool: () => import('./loan-pool/loan-pool-page'),
  'loanPool/summary': () => import('./loan-pool/pool-summary-page'),
  'loanPool/summary/PoolSummary': () => import('./loan-pool/pool-summary-page'),
  'loanPool/Invoiceus': () => import('./loan-pool/invoices-page'),
  wallet: () => import('./wallet/wallet-page'),
  'wallet/rewards': () => import('./wallet/rewards-page'),
  asset: () => import('./asset/asset-page'),
  'asset/orders/:reservationId': () => import('./asset/hire-order-page'),
  ispadmin: () => import('./admin/admin-page'),
  payment: () => import('./payment/payment-page'),
};
