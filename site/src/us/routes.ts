/** The US build's marketing pages (spec §2 Marketing pages, US build). */
import type { PageTable } from '../app/pages';

export const US_PAGES: PageTable = {
  '/': () => import('./home/home-page'),
};
