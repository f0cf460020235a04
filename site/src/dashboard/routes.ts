/**
 * The protected pages (spec §2): the dashboard and its sub-paths, /smarthire and /supplychain.
 * Anonymous visitors are sent to /login by the router's guard.
 */
import type { RouteObject } from 'react-router';
import type { PageTable } from '../app/pages';

/** Protected pages outside /dashboard, drawn in the site's frame. */
export const PROTECTED_PAGES: PageTable = {};

/** The children of /dashboard. */
export const DASHBOARD_ROUTES: RouteObject[] = [];
