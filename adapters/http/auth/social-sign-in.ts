import { z } from 'zod';
import { shortText } from '../../../core/validation/field-kit';

/**
 * Who a social provider says signed in. Starting a social registration records an email and a
 * name the account will be created with, so the platform must not take them from the browser:
 * anyone could claim someone else's address and squat it. A verifier checks the provider's
 * credential (an ID token signed by the provider) and answers the identity it vouches for, or
 * null. The composition root injects one per deployment.
 */
export interface SocialIdentity {
  readonly provider: string;
  readonly providerUserId: string;
  readonly email: string | null;
  readonly firstName: string;
  readonly lastName: string;
}

/** Checks a provider credential; null when it is not valid. Throws only when the check itself fails. */
export type VerifySocialSignIn = (provider: string, credential: string) => Promise<SocialIdentity | null>;

const claimed = z.object({
  providerUserId: shortText(),
  email: z.string().trim().max(254).nullish(),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
});

/**
 * DEVELOPMENT AND TESTS ONLY: believes whatever the credential claims — a JSON object
 * `{providerUserId, email?, firstName?, lastName?}` — so the completion screen can be tried
 * without a provider. Wiring it in production lets anyone register someone else's email.
 *
 * @example
 * authRoutes({ deps, verifySocialSignIn: config.appEnv === 'development' ? unverifiedSocialSignIn : google })
 */
export const unverifiedSocialSignIn: VerifySocialSignIn = async (provider, credential) => {
  let value: unknown;
  try {
    value = JSON.parse(credential);
  } catch {
    return null;
  }
  const parsed = claimed.safeParse(value);
  if (!parsed.success) return null;
  return { provider, ...parsed.data, email: parsed.data.email ?? null };
};
