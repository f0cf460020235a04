/** The commerce build's pages (spec §2 Marketing pages, non-US build). */
import type { PageTable } from '../app/pages';

export const COMMERCE_PAGES: PageTable = {};
