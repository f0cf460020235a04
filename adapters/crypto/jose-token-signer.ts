import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { TokenSigner } from '../../core/auth/crypto';
import type { AccessClaims } from '../../core/auth/login-mode';
import { err, ok } from '../../core/errors/result';
import { TOKEN_ROLES } from '../../core/permissions/actor';
import { verifiedTokens } from './verified-tokens';

/**
 * Access tokens as JWTs (jose, HS256) with spec §3's session claims under the spec's names:
 * `user_id`, `role`, `login_mode {is_business, business_id, user_role, eid}`, plus `sid` (the
 * session the token belongs to), `iat`, `exp`, `iss`, `aud`. Verification pins the algorithm,
 * issuer and audience, checks expiry against the caller's clock, and checks the claims' shape.
 * A token that verified is not checked by HMAC again on its next use (./verified-tokens.ts).
 */
const claimsSchema = z.object({
  user_id: z.string().min(1),
  role: z.enum(TOKEN_ROLES),
  login_mode: z.object({
    is_business: z.boolean(),
    business_id: z.string().nullable(),
    user_role: z.enum(['consumer', 'ispadmin']),
    eid: z.string().nullable(),
  }),
  sid: z.string().min(1),
});

export interface JoseSignerOptions {
  /** At least 32 bytes (HS256 wants a key as long as its hash). */
  readonly secret: string;
  readonly issuer?: string;
  readonly audience?: string;
}

/** A jose `TokenSigner`. */
export function joseTokenSigner({
  secret,
  issuer = 'ispz',
  audience = 'ispz',
}: JoseSignerOptions): TokenSigner {
  const raw = new TextEncoder().encode(secret);
  if (raw.length < 32) throw new Error('the access-token secret must be at least 32 bytes');
  // Imported once: given raw bytes, jose imports them as a key again on every sign and verify.
  let imported: Promise<CryptoKey> | undefined;
  const key = () =>
    (imported ??= crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]));
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  const verified = verifiedTokens<AccessClaims>();
  return {
    async sign(c, { issuedAt, expiresAt }) {
      const lm = c.loginMode;
      return new SignJWT({
        user_id: c.userId,
        role: c.role,
        login_mode: {
          is_business: lm.isBusiness,
          business_id: lm.businessId,
          user_role: lm.userRole,
          eid: lm.ecosystemId,
        },
        sid: c.sessionId,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(seconds(issuedAt))
        .setExpirationTime(seconds(expiresAt))
        .sign(await key());
    },
    async verify(token, now) {
      const kept = verified.recheck(token, now);
      if (kept !== undefined) return typeof kept === 'string' ? err(kept) : ok(kept.claims);
      try {
        const { payload } = await jwtVerify(token, await key(), {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: now,
          requiredClaims: ['exp', 'iat'],
        });
        const c = claimsSchema.safeParse(payload);
        if (!c.success) return err('invalid');
        const lm = c.data.login_mode;
        const claims: AccessClaims = {
          userId: c.data.user_id,
          role: c.data.role,
          loginMode: {
            isBusiness: lm.is_business,
            businessId: lm.business_id,
            userRole: lm.user_role,
            ecosystemId: lm.eid,
          },
          sessionId: c.data.sid,
        };
        verified.keep(token, claims, payload.exp!, payload.nbf);
        return ok(claims);
      } catch (e) {
        return err(e instanceof errors.JWTExpired ? 'expired' : 'invalid');
      }
    },
  };
}
