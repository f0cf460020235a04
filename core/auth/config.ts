import { z } from 'zod';
import { DEFAULT_TENANT_CONFIG, type TenantConfig } from '../accounts/tenant';
import type { RedirectPolicy } from './redirect-policy';

/**
 * Lifetimes and limits of the auth area. The composition root parses them once with
 * `authConfigSchema`, whose bounds are the security requirements (OTPs live at most 10 minutes,
 * SSO codes at most 60 seconds, at most 5 wrong tries per OTP), so a typo cannot weaken them.
 */
const seconds = (max: number) => z.number().int().positive().max(max);
const sendLimit = z.object({ windowSeconds: seconds(86_400), max: z.number().int().positive() });
/** Sign-in throttling (./throttle.ts); the bounds keep brute force infeasible whatever is set. */
const throttle = z.object({
  freeFailures: z.number().int().positive().max(20),
  baseDelaySeconds: seconds(60),
  maxDelaySeconds: z.number().int().min(60).max(86_400),
  windowSeconds: z
    .number()
    .int()
    .min(3_600)
    .max(7 * 86_400),
  knownSourceSeconds: seconds(365 * 86_400),
});
const THROTTLE_DEFAULTS = {
  freeFailures: 10,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
  windowSeconds: 86_400,
  knownSourceSeconds: 90 * 86_400,
};

export const authConfigSchema = z.object({
  accessTokenSeconds: seconds(3_600).default(15 * 60),
  refreshTokenSeconds: seconds(90 * 86_400).default(7 * 86_400),
  /** A session (refresh family) ends this long after login however often it is refreshed. */
  sessionMaxSeconds: seconds(365 * 86_400).default(30 * 86_400),
  otp: z
    .object({
      length: z.literal(5).default(5),
      ttlSeconds: seconds(600).default(600),
      maxWrongTries: z.number().int().positive().max(5).default(5),
      /** Per identifier (spec: 3 a minute, 10 an hour). */
      sendLimits: z
        .array(sendLimit)
        .min(1)
        .default([
          { windowSeconds: 60, max: 3 },
          { windowSeconds: 3_600, max: 10 },
        ]),
    })
    .prefault({}),
  /** Per account and source, and per account from new sources: delays after `freeFailures`. */
  passwordThrottle: throttle.default(THROTTLE_DEFAULTS),
  otpThrottle: throttle.default(THROTTLE_DEFAULTS),
  ssoCodeSeconds: seconds(60).default(60),
  /**
   * Whether partners may register and be sent to `http://localhost…` redirect URIs: development
   * only (the composition root sets it from APP_ENV); production follows https on public hosts.
   */
  allowLoopbackRedirects: z.boolean().default(false),
  socialKeySeconds: seconds(86_400).default(30 * 60),
  /** Name used in OTP messages. */
  platformName: z.string().min(1).default('ISPz'),
});

export type AuthConfig = z.output<typeof authConfigSchema> & {
  /** What unmapped hosts get (spec §1). */
  readonly defaultTenant: TenantConfig;
};

/** The production defaults. */
export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  ...authConfigSchema.parse({}),
  defaultTenant: DEFAULT_TENANT_CONFIG,
};

/** Parses overrides over the defaults; throws when a bound is broken (a configuration error). */
export function authConfig(
  overrides: z.input<typeof authConfigSchema> = {},
  defaultTenant = DEFAULT_TENANT_CONFIG,
): AuthConfig {
  return { ...authConfigSchema.parse(overrides), defaultTenant };
}

/** The redirect policy the configuration sets (see `isRegistrableRedirect`). */
export function redirectPolicyOf(config: Pick<AuthConfig, 'allowLoopbackRedirects'>): RedirectPolicy {
  return { allowLoopbackHttp: config.allowLoopbackRedirects };
}
