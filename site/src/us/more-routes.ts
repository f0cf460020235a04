/** More pages of the US build (spec §2 Marketing pages): /download, /career, /contact, /connect, /faq, /term. */
import type { PageTable } from '../app/pages';

export const US_MORE_PAGES: PageTable = {
  '/download': () => import('./download/download-page'),
  '/career': () => import('./career/career-page'),
  '/contact': () => import('./contact/contact-page'),
  '/connect': () => import('./connect/connect-page'),
  '/faq': () => import('./faq/faq-page'),
  '/term': () => import('./terms/terms-page'),
};
