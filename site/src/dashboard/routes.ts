/**
 * The protected pages (spec §2): the dashboard and its sub-paths, /smarthire and /supplychain.
 * Anonymous visitors are sent to /login by the router's guard. The dashboard draws its own
 * shell (menu, top bar) around every part, and a path the dashboard does not know shows the
 * not-found screen there.
 */
import type { RouteObject } from 'react-router';
import { lazyPage, type PageTable } from '../app/pages';
import { AREA_PAGES } from './area-pages';

/** Protected pages outside /dashboard, drawn in the site's frame. */
export const PROTECTED_PAGES: PageTable = {
  '/smarthire': () => import('./protected/smarthire-page'),
  '/supplychain': () => import('./protected/supply-chain-page'),
  '/supplychain/manage': () => import('./protected/supply-chain-manage-page'),
};

/** The children of /dashboard: one layout (the shell) around the welcome page and every part. */
export const DASHBOARD_ROUTES: RouteObject[] = [
  {
    id: 'dashboard-shell',
    lazy: lazyPage(() => import('./shell/dashboard-layout')),
    children: [
      { index: true, lazy: lazyPage(() => import('./home/dashboard-home-page')) },
      ...Object.entries(AREA_PAGES).map(([path, page]): RouteObject => ({ path, lazy: lazyPage(page) })),
      { path: '*', lazy: lazyPage(() => import('./shell/dashboard-not-found-page')) },
    ],
  },
];
