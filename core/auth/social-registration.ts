/**
 * A sign-in with a social provider that still needs a mobile number (spec §2 social-media
 * completion screen). The provider callback records what the provider told us and hands the
 * browser a key (the route-state `key`); completing sends an OTP to the mobile and, on the right
 * code, creates the account and logs it in. The key is kept hashed and used once.
 */
export interface SocialRegistration {
  /** SHA-256 of the key. */
  readonly keyHash: string;
  readonly provider: string;
  readonly providerUserId: string;
  readonly email: string | null;
  readonly firstName: string;
  readonly lastName: string;
  /** ISO instants. */
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly consumedAt: string | null;
}

/** spec §3: the route-state key arrives JSON-quoted; quotes are removed before use. */
export function cleanSocialKey(raw: string): string {
  return raw.replaceAll('"', '').trim();
}
