import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { TokenRole } from '../permissions/actor';
import { shortText } from '../validation/field-kit';
import { authErrors } from './auth.errors';
import { clientSecretMatches } from './client-secret';
import { parseInput } from './input';
import { type AuthTokens, type Session, sessionActive } from './session';
import { startSession } from './session-tokens';
import type { AuthDeps } from './stores';
import { refuseAndKeep, transactAuth } from './transact-auth';

/**
 * Partner single sign-on, step 2: the partner's server exchanges the code at
 * `POST /api/auth/ecosystem/token` for `{token, refreshToken, redirectUrl}` (spec §2 names these
 * three). The code must be unexpired, unused, and presented with the ecosystem and the exact
 * redirect URI it was issued for, by the partner's server authenticated with the ecosystem's
 * client secret (an approved ecosystem only). The partner gets a session of its own, in the
 * ecosystem's context (`eid`), beside the user's platform session — with the person's
 * consumer or business role, never the platform admin's: a partner holds no admin powers
 * whoever signs in. A code presented a second time revokes the session the first exchange made
 * (RFC 6749 §4.1.2): one of the two callers is not the partner.
 */
export const exchangeSsoCodeInput = z.object({
  code: z.string().min(1).max(512),
  ecosystemId: shortText(),
  redirectUri: z.string().max(4096),
  clientSecret: z.string().min(1).max(512),
});

/** The role a partner's session acts with: the business role in a business, else consumer. */
export function partnerRole(source: Pick<Session, 'role' | 'loginMode'>): TokenRole {
  return source.loginMode.isBusiness && source.role !== 'ispadmin' ? source.role : 'consumer';
}

export interface SsoTokens {
  readonly tokens: AuthTokens;
  /** spec `redirectUrl`: where the partner sends the user on. */
  readonly redirectUrl: string;
}

export async function exchangeSsoCode(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<SsoTokens, DomainError>> {
  const parsed = parseInput(exchangeSsoCodeInput, input);
  if (!parsed.ok) return parsed;
  const { ecosystemId, redirectUri } = parsed.value;
  const hash = deps.crypto.digest.hash(parsed.value.code);
  return transactAuth(deps.uow, async (s) => {
    const now = deps.clock.now();
    const at = now.toISOString();
    // Client authentication first: without the secret, nobody learns whether a code is good.
    const ecosystem = await s.ecosystems.findById(ecosystemId);
    const secretHash = ecosystem?.approvedAt ? ecosystem.clientSecretHash : null;
    if (!clientSecretMatches(deps.crypto, parsed.value.clientSecret, secretHash))
      return err(authErrors.ssoClientInvalid());
    const code = await s.ssoCodes.findByHash(hash);
    if (!code) return err(authErrors.ssoCodeInvalid());
    if (code.redeemedAt !== null) {
      if (code.redeemedSessionId) await s.sessions.revoke(code.redeemedSessionId, at, 'sso_code_reuse');
      return refuseAndKeep(authErrors.ssoCodeInvalid());
    }
    const bound = code.ecosystemId === ecosystemId && code.redirectUri === redirectUri;
    if (!bound || now.getTime() >= Date.parse(code.expiresAt)) return err(authErrors.ssoCodeInvalid());
    const source = await s.sessions.findById(code.sourceSessionId);
    if (!source || !sessionActive(source, now)) return err(authErrors.ssoCodeInvalid());
    const loginMode = { ...source.loginMode, userRole: 'consumer' as const, ecosystemId: code.ecosystemId };
    const tokens = await startSession(deps, s, {
      userId: source.userId,
      role: partnerRole(source),
      loginMode,
      partnerEcosystemId: code.ecosystemId,
    });
    if (!(await s.ssoCodes.redeem(hash, at, tokens.session.sessionId)))
      return err(authErrors.ssoCodeInvalid());
    return ok({ tokens, redirectUrl: code.redirectUri });
  });
}
