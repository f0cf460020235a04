import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { authErrors } from './auth.errors';
import { parseInput } from './input';
import { type AuthTokens, sessionActive } from './session';
import { issuePair } from './session-tokens';
import type { AuthDeps } from './stores';
import { refuseAndKeep, transactAuth } from './transact-auth';

/**
 * Refresh with rotation and reuse detection: each refresh token works once and is replaced by the
 * next of its family. Presenting one that was already used means a copy is in someone else's
 * hands — the whole family (session) is revoked, ending the thief's and the owner's tokens alike;
 * the owner logs in again. Two refreshes racing on one token count as reuse for the same reason.
 */
export const refreshInput = z.object({ refreshToken: z.string().min(1).max(512) });

export async function refreshSession(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<AuthTokens, DomainError>> {
  const parsed = parseInput(refreshInput, input);
  if (!parsed.ok) return parsed;
  const hash = deps.crypto.digest.hash(parsed.value.refreshToken);
  return transactAuth(deps.uow, async (s) => {
    const now = deps.clock.now();
    const at = now.toISOString();
    const token = await s.refreshTokens.findByHash(hash);
    if (!token) return err(authErrors.refreshInvalid());
    const session = await s.sessions.findById(token.sessionId);
    if (!session || !sessionActive(session, now)) return err(authErrors.refreshInvalid());
    if (token.usedAt !== null || !(await s.refreshTokens.markUsed(hash, at))) {
      await s.sessions.revoke(session.id, at, 'refresh_reuse');
      return refuseAndKeep(authErrors.refreshReused());
    }
    if (now.getTime() >= Date.parse(token.expiresAt)) return err(authErrors.refreshInvalid());
    return ok(await issuePair(deps, s, session));
  });
}
