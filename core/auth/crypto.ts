import type { Result } from '../errors/result';
import type { AccessClaims } from './login-mode';

/**
 * The cryptography auth needs, as ports so core stays pure (adapters/crypto implements them
 * with node:crypto and jose; core tests use fakes from ./testing).
 */

/** Slow, salted password hashing (scrypt, `scrypt$N$r$p$salt$hash`). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `hash`; false for a wrong password or a malformed hash. Constant-time. */
  verify(password: string, hash: string): Promise<boolean>;
  /** True when `hash` was made with weaker parameters than the hasher's own (re-hash after login). */
  needsRehash(hash: string): boolean;
}

/** Why an access token was refused. */
export type TokenRefusal = 'expired' | 'invalid';

/** Signs and verifies short-lived access tokens (JWT, HS256) carrying spec §3's session claims. */
export interface TokenSigner {
  sign(claims: AccessClaims, times: { readonly issuedAt: Date; readonly expiresAt: Date }): Promise<string>;
  /** The claims of a well-signed, unexpired token at `now`. */
  verify(token: string, now: Date): Promise<Result<AccessClaims, TokenRefusal>>;
}

/** Secure randomness. */
export interface SecretGenerator {
  /** `bytes` random bytes, base64url without padding (refresh tokens, SSO codes, keys). */
  token(bytes: number): string;
  /** `length` uniformly random decimal digits (OTPs; may start with 0). */
  digits(length: number): string;
  /** `length` characters drawn uniformly from `alphabet` (referral codes). */
  pick(alphabet: string, length: number): string;
}

/** Hashes and MACs for secrets kept at rest, and a constant-time comparison. */
export interface Digest {
  /** SHA-256 of a high-entropy secret (refresh tokens, SSO codes), base64url. */
  hash(text: string): string;
  /** HMAC-SHA256 under the server's secret pepper, base64url (OTPs, anti-forgery tokens). */
  mac(text: string): string;
  /** Equality that takes the same time wherever the strings differ. */
  equal(a: string, b: string): boolean;
}

/** The four crypto ports together, as `AuthDeps` carries them. */
export interface AuthCrypto {
  readonly passwords: PasswordHasher;
  readonly tokens: TokenSigner;
  readonly secrets: SecretGenerator;
  readonly digest: Digest;
}
