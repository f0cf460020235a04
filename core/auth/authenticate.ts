import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { authErrors } from './auth.errors';
import { parseInput } from './input';
import { type AuthSession, sessionActive } from './session';
import { xsrfTokenFor } from './session-tokens';
import type { AuthDeps } from './stores';

/**
 * Who is calling (spec §7: bearer access token; anti-forgery header on state-changing calls;
 * GET /auth/verify/token: valid, or 401 expired). The token must be well signed and unexpired,
 * its session not revoked (so logout and reuse detection take effect at once), and — for a
 * state-changing call — the anti-forgery token must be the session's.
 */
export const authenticateInput = z.object({
  accessToken: z.string().min(1).max(8192),
  xsrfToken: z.string().max(512).nullish(),
  /** True for calls that change state (POST, PUT, PATCH, DELETE). */
  stateChanging: z.boolean().default(false),
});

export async function authenticate(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<AuthSession, DomainError>> {
  const parsed = parseInput(authenticateInput, input);
  if (!parsed.ok) return err(authErrors.tokenInvalid());
  const { accessToken, xsrfToken, stateChanging } = parsed.value;
  const now = deps.clock.now();
  const verified = await deps.crypto.tokens.verify(accessToken, now);
  if (!verified.ok)
    return err(verified.error === 'expired' ? authErrors.tokenExpired() : authErrors.tokenInvalid());
  const claims = verified.value;
  // A read: checking a session never takes the write lock, so no writer elsewhere delays it.
  const session = await deps.uow.read((s) => s.sessions.findById(claims.sessionId));
  if (!session || !sessionActive(session, now) || session.userId !== claims.userId) {
    return err(authErrors.sessionRevoked());
  }
  if (stateChanging && !(xsrfToken && deps.crypto.digest.equal(xsrfToken, xsrfTokenFor(deps, session.id)))) {
    return err(authErrors.xsrf());
  }
  return ok(
    session.partnerEcosystemId ? { ...claims, partnerEcosystemId: session.partnerEcosystemId } : claims,
  );
}
