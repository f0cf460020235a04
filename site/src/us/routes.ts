/**
 * The US build's marketing pages (spec §2 Marketing pages, US build). `/` and `/home` are one
 * page; /home2 and /home3 are its variants. The forms and documents pages are listed in
 * more-routes.ts.
 */
import type { PageTable } from '../app/pages';
import { US_MORE_PAGES } from './more-routes';

export const US_PAGES: PageTable = {
  '/': () => import('./home/home-page'),
  '/home': () => import('./home/home-page'),
  '/home2': () => import('./home/home2-page'),
  '/home3': () => import('./home/home3-page'),
  '/about': () => import('./about/about-page'),
  '/leadership': () => import('./leadership/leadership-page'),
  '/team': () => import('./team/team-page'),
  '/vision': () => import('./vision/vision-page'),
  '/business': () => import('./business/business-page'),
  // The navbar's Our Customers > Automotive Ecosystem (spec §2) leads here in both builds.
  '/ourEcosystem': () => import('../commerce/pages/our-ecosystem-page'),
  ...US_MORE_PAGES,
};
