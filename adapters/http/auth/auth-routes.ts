import type { AuthDeps } from '../../../core/auth/stores';
import type { RouteModule } from '../app';
import { registerSessionSecurity } from '../session';
import { accountRoutes } from './account-routes';
import { type ClientThrottleOptions, clientThrottle, THROTTLED_PATHS } from './client-throttle';
import { cookieTransportGuard, REFRESH_COOKIE } from './cookie-transport';
import { loginRoutes } from './login-routes';
import { lookupRoutes } from './lookup-routes';
import { recoveryRoutes } from './recovery-routes';
import { sessionRoutes } from './session-routes';
import type { VerifySocialSignIn } from './social-sign-in';
import { ssoRoutes } from './sso-routes';

/** What the auth routes need from the composition root. */
export interface AuthRoutesOptions {
  /** The auth use cases' deps (stores on the platform's database, crypto, clock, config). */
  readonly deps: AuthDeps;
  /**
   * Checks a social provider's credential for POST /api/auth/social/begin; without one that
   * route is not served (the completion steps still are).
   */
  readonly verifySocialSignIn?: VerifySocialSignIn;
  /** Per-client attempt limit of the sign-in and OTP calls (default: in this process). */
  readonly throttle?: ClientThrottleOptions;
}

/**
 * Authentication, sessions and partner sign-on over HTTP (spec §2, §3, §7): every route under
 * /api, listed in the OpenAPI document with the Bearer and Xsrf security schemes. See
 * ./README.md for the routes and a walk-through.
 *
 * @example
 * const app = createHttpApp({ modules: [authRoutes({ deps: platform.auth })] });
 */
export function authRoutes(options: AuthRoutesOptions): RouteModule {
  return (api) => {
    registerSessionSecurity(api);
    api.openAPIRegistry.registerComponent('securitySchemes', 'RefreshCookie', {
      type: 'apiKey',
      in: 'cookie',
      name: REFRESH_COOKIE,
      description:
        'Cookie transport for the same-origin site: the refresh token as an HttpOnly, Secure, SameSite=Strict ' +
        'cookie (path /api/auth), set by token answers to calls sent with `X-Session-Transport: cookie`.',
    });
    api.use('/auth/*', cookieTransportGuard);
    const throttle = clientThrottle(options.throttle);
    for (const path of THROTTLED_PATHS) api.use(path, throttle);
    loginRoutes(api, options.deps);
    accountRoutes(api, options.deps);
    recoveryRoutes(api, options.deps, options.verifySocialSignIn);
    sessionRoutes(api, options.deps);
    ssoRoutes(api, options.deps);
    lookupRoutes(api, options.deps);
  };
}
