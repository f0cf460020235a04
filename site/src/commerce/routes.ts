/**
 * The commerce build's pages (spec §2 Marketing pages, non-US build): the commerce home on `/`
 * and every non-US route. Each loads lazily; the router takes this table only when the
 * deployment runs with BUILD=commerce.
 */
import type { PageTable } from '../app/pages';

export const COMMERCE_PAGES: PageTable = {
  '/': () => import('./home/commerce-home-page'),
  '/ourEcosystem': () => import('./pages/our-ecosystem-page'),
  '/team': () => import('./pages/team-page'),
  '/contact': () => import('./pages/contact-page'),
  '/blockchain': () => import('./pages/blockchain-page'),
  '/about': () => import('./pages/about-page'),
  '/paza': () => import('./pages/paza-page'),
  '/careers': () => import('./pages/careers-page'),
  '/payments': () => import('./pages/payments-page'),
  '/cancelandreturns': () => import('./pages/cancel-and-returns-page'),
  '/faq': () => import('./pages/faq-page'),
  '/terms': () => import('./pages/terms-page'),
  '/seller': () => import('./pages/seller-page'),
  '/estamp-terms': () => import('./pages/estamp-terms-page'),
  '/shipping': () => import('./pages/shipping-page'),
  '/market': () => import('./pages/market-page'),
  '/join': () => import('./pages/join-page'),
  '/invoice': () => import('./pages/invoice-page'),
  '/orderinvoice': () => import('./pages/order-invoice-page'),
};
