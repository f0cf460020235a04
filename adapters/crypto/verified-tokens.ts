/**
 * Access tokens this signer has already verified. A client sends the same token with every
 * request until it is refreshed, and checking its HMAC each time is most of what verifying costs
 * (a hop to the crypto thread pool and back). So the claims of a token that verified are kept,
 * keyed by the whole token text — a token differing in any byte, its signature included, is
 * another key and is verified afresh — and only what depends on the time is checked again on
 * each use: not-before, then expiry, exactly as jose checks them. Bounded: past `size` tokens
 * the oldest go first. Revocation is not a token's business: the session is read on every call.
 */
export const VERIFIED_TOKENS = 10_000;

interface Verified<T> {
  readonly claims: T;
  /** Seconds since the epoch, as in the token. */
  readonly exp: number;
  readonly nbf: number | undefined;
}

/** What a kept token is at `now`: its claims, or why it no longer passes. */
export type Recheck<T> = { readonly claims: T } | 'expired' | 'invalid';

/** A bounded store of verified tokens' claims. */
export function verifiedTokens<T>(size: number = VERIFIED_TOKENS) {
  const kept = new Map<string, Verified<T>>();
  return {
    /** The recheck of `token` at `now`, or undefined when it was not verified here. */
    recheck(token: string, now: Date): Recheck<T> | undefined {
      const hit = kept.get(token);
      if (!hit) return undefined;
      const seconds = Math.floor(now.getTime() / 1000);
      if (hit.nbf !== undefined && hit.nbf > seconds) return 'invalid';
      if (hit.exp <= seconds) return 'expired';
      return { claims: hit.claims };
    },
    /** Keeps the claims of a token that has just verified. */
    keep(token: string, claims: T, exp: number, nbf: number | undefined): void {
      kept.set(token, { claims, exp, nbf });
      if (kept.size > size) kept.delete(kept.keys().next().value as string);
    },
  };
}
