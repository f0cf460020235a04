import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { ok, type Result } from '../errors/result';
import { parseInput } from './input';
import type { AuthDeps } from './stores';
import { transactAuth } from './transact-auth';

/**
 * Logout revokes the session server-side (spec §4 "logout clears everything"): its refresh tokens
 * stop working and so do its access tokens, which name the session. Named by the refresh token or
 * by the session of a verified access token; logging out twice, or with an unknown token, is fine.
 */
export const logoutInput = z.union([
  z.object({ refreshToken: z.string().min(1).max(512) }),
  z.object({ sessionId: z.string().min(1).max(200) }),
]);

export async function logout(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<{ loggedOut: true }, DomainError>> {
  const parsed = parseInput(logoutInput, input);
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  return transactAuth(deps.uow, async (s) => {
    const sessionId =
      'sessionId' in data
        ? data.sessionId
        : (await s.refreshTokens.findByHash(deps.crypto.digest.hash(data.refreshToken)))?.sessionId;
    if (sessionId) await s.sessions.revoke(sessionId, deps.clock.now().toISOString(), 'logout');
    return ok({ loggedOut: true as const });
  });
}
