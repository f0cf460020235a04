import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { TokenSigner } from '../../core/auth/crypto';
import { err, ok } from '../../core/errors/result';
import { TOKEN_ROLES } from '../../core/permissions/actor';

/**
 * Access tokens as JWTs (jose, HS256) with spec §3's session claims under the spec's names:
 * `user_id`, `role`, `login_mode {is_business, business_id, user_role, eid}`, plus `sid` (the
 * session the token belongs to), `iat`, `exp`, `iss`, `aud`. Verification pins the algorithm,
 * issuer and audience, checks expiry against the caller's clock, and checks the claims' shape.
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
  const key = new TextEncoder().encode(secret);
  if (key.length < 32) throw new Error('the access-token secret must be at least 32 bytes');
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
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
        .sign(key);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: now,
          requiredClaims: ['exp', 'iat'],
        });
        const c = claimsSchema.safeParse(payload);
        if (!c.success) return err('invalid');
        const lm = c.data.login_mode;
        return ok({
          userId: c.data.user_id,
          role: c.data.role,
          loginMode: {
            isBusiness: lm.is_business,
            businessId: lm.business_id,
            userRole: lm.user_role,
            ecosystemId: lm.eid,
          },
          sessionId: c.data.sid,
        });
      } catch (e) {
        return err(e instanceof errors.JWTExpired ? 'expired' : 'invalid');
      }
    },
  };
}
