/**
 * The site's routes (spec §2), made once the boot answer is known: the build's marketing pages
 * (US or commerce, never both), the tenant's landing page on `/` for a mapped host, the public
 * and sign-in pages, the protected dashboard, /smarthire and /supplychain (anonymous visitors go
 * to /login), and the not-found screen for any other path. Every page loads lazily.
 */
import { createBrowserRouter, type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { AUTH_PAGES } from '../auth/routes';
import { SiteLayout } from '../chrome/site-layout';
import { COMMERCE_PAGES } from '../commerce/routes';
import { DASHBOARD_ROUTES, PROTECTED_PAGES } from '../dashboard/routes';
import { CrashScreen } from '../errors/crash-screen';
import { NotFound } from '../errors/not-found';
import { RouteSkeleton } from '../kit/skeletons';
import { tenantLanding } from '../tenants/routes';
import { US_PAGES } from '../us/routes';
import type { Boot } from './boot';
import { lazyPage, type PageTable } from './pages';

/** Anonymous visitors of a protected path go to /login (spec §2). */
export const requireSession =
  (boot: Boot): LoaderFunction =>
  () =>
    boot.session.isAuthenticated() ? null : redirect('/login');

const routesOf = (pages: PageTable, extra: Partial<RouteObject> = {}): RouteObject[] =>
  Object.entries(pages).map(([path, page]) => ({ path, lazy: lazyPage(page), ...extra }) as RouteObject);

/** The route tree for this deployment (`boot.config.build`) and host (`boot.tenant`). */
export function siteRoutes(boot: Boot): RouteObject[] {
  const marketing: PageTable = boot.config.build === 'us' ? US_PAGES : COMMERCE_PAGES;
  const landing = tenantLanding(boot.tenant);
  const pages: PageTable = landing ? { ...marketing, '/': landing } : marketing;
  const guard = requireSession(boot);
  return [
    {
      id: 'root',
      Component: SiteLayout,
      ErrorBoundary: CrashScreen,
      HydrateFallback: RouteSkeleton,
      children: [
        ...routesOf(pages),
        ...routesOf(AUTH_PAGES),
        ...routesOf(PROTECTED_PAGES, { loader: guard }),
        { path: '*', Component: NotFound },
      ],
    },
    {
      path: '/dashboard',
      loader: guard,
      ErrorBoundary: CrashScreen,
      HydrateFallback: RouteSkeleton,
      // Every /dashboard/… path passes the guard first, known or not.
      children: [...DASHBOARD_ROUTES, { path: '*', Component: NotFound }],
    },
  ];
}

export const createSiteRouter = (boot: Boot) => createBrowserRouter(siteRoutes(boot));
