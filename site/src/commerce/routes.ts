/**
 * The commerce build's pages (spec §2 Marketing pages, non-US build): the commerce home on `/`
 * and every non-US route. Each loads lazily; the router takes this table only when the
 * deployment runs with BUILD=commerce.
 */
import type { PageTable } from '../app/pages';

export const COMMERCE_PAGES: PageTable = {
  '/': () => import('./home/commerce-home-page'),
};
