/** More pages of the US build (spec §2 Marketing pages): /download, /career, /contact, /connect, /faq, /term. */
import type { PageTable } from '../app/pages';

export const US_MORE_PAGES: PageTable = {};
