/** The public and sign-in pages (spec §2 Public and authentication), the same in both builds. */
import type { PageTable } from '../app/pages';

export const AUTH_PAGES: PageTable = {};
