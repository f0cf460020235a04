/**
 * The dashboard's built pages, by path relative to /dashboard (react-router matches without
 * regard to case): each loads the module whose default export draws it inside the shell. A
 * part of the dashboard (`DASHBOARD_AREAS`) with no page here, or a sub-path under a part that
 * has no page of its own, shows the notice that the site does not have it yet.
 */
import type { PageTable } from '../app/pages';

export const AREA_PAGES: PageTable = {};
