import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { shortText } from '../validation/field-kit';
import { authErrors } from './auth.errors';
import { resolveContext } from './context';
import { parseInput } from './input';
import type { AuthSession, AuthTokens } from './session';
import { startSession } from './session-tokens';
import type { AuthDeps } from './stores';
import { transactAuth } from './transact-auth';

/**
 * Role-context switch (spec §4: "switching role obtains a new token with a login_mode"; consumer:
 * is_business false; business: is_business true and business_id; ecosystem: eco_id). The caller
 * must be a member of the business; the ecosystem may be named by id or `eco_url`. A new session
 * is started in the new context and the old one revoked, so tokens of the old context stop working.
 * A partner's session (made by a code exchange) cannot switch.
 */
export const switchContextInput = z.object({
  isBusiness: z.boolean(),
  businessId: shortText().nullish(),
  ecoId: shortText().nullish(),
  ecoUrl: z.string().trim().min(1).max(500).nullish(),
});

/** `session` is the caller's, from `authenticate`. */
export async function switchContext(
  deps: AuthDeps,
  session: AuthSession,
  input: unknown,
): Promise<Result<AuthTokens, DomainError>> {
  // A partner acts for the person in its ecosystem only: leaving it would also re-derive the
  // role from the account (the platform admin's, say), which a partner never holds.
  if (session.partnerEcosystemId) return err(authErrors.partnerSession());
  const parsed = parseInput(switchContextInput, input);
  if (!parsed.ok) return parsed;
  return transactAuth(deps.uow, async (s) => {
    const user = await s.users.findById(session.userId);
    if (!user) return err(authErrors.sessionRevoked());
    const context = await resolveContext(s, user, parsed.value);
    if (!context.ok) return context;
    // Revoking first also refuses a second switch racing on the same session.
    if (!(await s.sessions.revoke(session.sessionId, deps.clock.now().toISOString(), 'context_switch'))) {
      return err(authErrors.sessionRevoked());
    }
    return ok(await startSession(deps, s, { userId: user.id, ...context.value }));
  });
}
