import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { authErrors } from './auth.errors';
import { parseInput } from './input';
import { type AuthTokens, type RefreshToken, type Session, sessionActive } from './session';
import { issuePair, pairOf } from './session-tokens';
import type { AuthDeps, AuthStores } from './stores';
import { refuseAndKeep, transactAuth } from './transact-auth';

/**
 * Refresh with rotation and reuse detection (RFC 9700 §4.14.2): each refresh token is replaced by
 * the next of its family. Presenting one that was already used means a copy is in someone else's
 * hands — the whole family (session) is revoked, ending the thief's and the owner's tokens alike.
 *
 * Two tabs refreshing at once present the same token: the first rotates it, the second would
 * look like reuse and log the person out. So for `REFRESH_GRACE_SECONDS` after its use, a token
 * whose successor is still unused gets *the same* new pair again. The successor is not random:
 * it is the MAC (under the server's pepper) of the presented token, so the pair can be rebuilt
 * from what the client presents — no plaintext token is kept at rest — and nobody without the
 * pepper can derive it. After the grace period, or once the successor has itself been used, a
 * used token ends the family as before.
 */
export const refreshInput = z.object({ refreshToken: z.string().min(1).max(512) });

/** How long a used refresh token still yields the pair it was rotated into (concurrent tabs). */
export const REFRESH_GRACE_SECONDS = 10;

/** The refresh token that follows `presented`: derived, so a concurrent repeat gets the same one. */
export function successorOf(deps: Pick<AuthDeps, 'crypto'>, presented: string): string {
  return deps.crypto.digest.mac(`refresh\u0000next\u0000${presented}`);
}

export async function refreshSession(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<AuthTokens, DomainError>> {
  const parsed = parseInput(refreshInput, input);
  if (!parsed.ok) return parsed;
  const presented = parsed.value.refreshToken;
  const hash = deps.crypto.digest.hash(presented);
  return transactAuth(deps.uow, async (s) => {
    const now = deps.clock.now();
    const at = now.toISOString();
    const token = await s.refreshTokens.findByHash(hash);
    if (!token) return err(authErrors.refreshInvalid());
    const session = await s.sessions.findById(token.sessionId);
    if (!session || !sessionActive(session, now)) return err(authErrors.refreshInvalid());
    if (token.usedAt === null && (await s.refreshTokens.markUsed(hash, at))) {
      if (now.getTime() >= Date.parse(token.expiresAt)) return err(authErrors.refreshInvalid());
      return ok(await issuePair(deps, s, session, successorOf(deps, presented)));
    }
    // Used already, or a concurrent refresh of the same token got there first: read its use.
    const used = token.usedAt !== null ? token : await s.refreshTokens.findByHash(hash);
    const again = used ? await withinGrace(deps, s, session, presented, used, now) : null;
    if (again) return ok(again);
    await s.sessions.revoke(session.id, at, 'refresh_reuse');
    return refuseAndKeep(authErrors.refreshReused());
  });
}

/** The pair `used` was rotated into, when it was used moments ago and that pair is still unused. */
async function withinGrace(
  deps: AuthDeps,
  s: AuthStores,
  session: Session,
  presented: string,
  used: RefreshToken,
  now: Date,
): Promise<AuthTokens | null> {
  if (used.usedAt === null || now.getTime() - Date.parse(used.usedAt) >= REFRESH_GRACE_SECONDS * 1000)
    return null;
  const next = successorOf(deps, presented);
  const successor = await s.refreshTokens.findByHash(deps.crypto.digest.hash(next));
  if (!successor || successor.usedAt !== null || successor.sessionId !== session.id) return null;
  return pairOf(deps, session, {
    refreshToken: next,
    issuedAt: new Date(successor.issuedAt),
    refreshExpiresAt: successor.expiresAt,
  });
}
