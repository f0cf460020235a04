import type { AuthCrypto } from './crypto';

/**
 * The client secret of a partner ecosystem: what its server presents, beside the code, when it
 * exchanges a sign-on code for tokens (RFC 6749 §2.3 client authentication). 256 random bits,
 * shown to the partner once and stored only as its SHA-256 — like a refresh token, a secret of
 * this entropy needs no slow hash. Compared in constant time.
 */
const CLIENT_SECRET_BYTES = 32;
/** Lets people and secret scanners recognise the secret for what it is. */
const PREFIX = 'ispz_cs_';

export interface IssuedClientSecret {
  /** The secret itself: hand it to the partner, never store it. */
  readonly secret: string;
  /** What is stored (`Ecosystem.clientSecretHash`). */
  readonly hash: string;
}

/** A new client secret and its stored form. */
export function issueClientSecret(crypto: Pick<AuthCrypto, 'secrets' | 'digest'>): IssuedClientSecret {
  const secret = `${PREFIX}${crypto.secrets.token(CLIENT_SECRET_BYTES)}`;
  return { secret, hash: crypto.digest.hash(secret) };
}

/** True when `presented` is the secret whose stored form is `hash` (false when none is stored). */
export function clientSecretMatches(
  crypto: Pick<AuthCrypto, 'digest'>,
  presented: string,
  hash: string | null,
): boolean {
  // Compare digests of equal length whatever was sent; a missing hash still costs the compare.
  const matches = crypto.digest.equal(crypto.digest.hash(presented), hash ?? '');
  return hash !== null && matches;
}
