/**
 * The public and sign-in pages (spec §2 Public and authentication), the same in both builds:
 * /login, /signup, /registerbusiness, /forgot-password, /verify-mobile, the social-completion
 * screen (ours: /complete-registration) and /lender-actions.
 */
import type { PageTable } from '../app/pages';

export const AUTH_PAGES: PageTable = {
  '/login': () => import('./login/login-page'),
  '/signup': () => import('./signup/signup-page'),
  '/registerbusiness': () => import('./register-business/register-business-page'),
  '/forgot-password': () => import('./forgot-password/forgot-password-page'),
  '/verify-mobile': () => import('./verify-mobile/verify-mobile-page'),
  '/complete-registration': () => import('./complete-registration/complete-registration-page'),
  '/lender-actions': () => import('./lender-actions/lender-actions-page'),
};
