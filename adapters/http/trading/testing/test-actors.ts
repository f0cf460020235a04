/**
 * The cast of the trading route tests, one per persona of spec §6 (two investors, so one can
 * lose), and the middleware that stands in for the session: `Authorization: Bearer
 * test:<userId>` names a registered actor; anything else is 401 'Session expired please login
 * again', as the real session middleware answers.
 */
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AuthSession } from '../../../../core/auth/session';
import { MESSAGES } from '../../../../core/errors/messages';
import type { Party } from '../../../../core/parties/party-directory';
import type { Actor, LoanPersona } from '../../../../core/permissions/actor';
import { errorBody } from '../../errors';
import type { AppEnv } from '../../router';
import { bearerToken } from '../../session';

const party = (userId: string, persona: LoanPersona, name: string): Actor => ({
  userId,
  role: 'BUSINESSADMIN',
  persona,
  name,
});

/** Every test actor, by the role it plays. */
export const ACTORS = {
  lender: party('lender-1', 'lender', 'Lakeside Lending'),
  otherLender: party('lender-2', 'lender', 'Harbor Mortgage'),
  investor: party('investor-1', 'investor', 'Alder Capital'),
  investor2: party('investor-2', 'investor', 'Birch Partners'),
  dueDiligence: party('dd-1', 'due_diligence', 'Diligent Review'),
  ratingAgency: party('rating-1', 'rating_agency', 'Summit Ratings'),
  operator: { userId: 'operator-1', role: 'ispadmin', persona: null, name: 'Platform Operator' } as Actor,
} as const;

export type ActorKey = keyof typeof ACTORS;

/** The directory entry of a test actor (the email is made up from the id). */
export function partyOf(actor: Actor): Party {
  return {
    userId: actor.userId,
    name: actor.name,
    email: `${actor.userId}@example.test`,
    persona: actor.persona,
  };
}

/** The bearer header value that authenticates as `userId` in tests. */
export const testBearer = (userId: string) => `Bearer test:${userId}`;

function sessionOf(actor: Actor): AuthSession {
  return {
    userId: actor.userId,
    role: actor.role,
    sessionId: `session-${actor.userId}`,
    loginMode: {
      isBusiness: actor.role !== 'ispadmin',
      businessId: actor.role === 'ispadmin' ? null : `business-${actor.userId}`,
      userRole: actor.role === 'ispadmin' ? 'ispadmin' : 'consumer',
      ecosystemId: null,
    },
  };
}

/** Middleware admitting `Bearer test:<userId>` for the actors `lookup` knows. */
export function testActorMiddleware(
  lookup: (userId: string) => Actor | undefined,
): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const actor = token?.startsWith('test:') ? lookup(token.slice('test:'.length)) : undefined;
    if (!actor) return c.json(errorBody('AUTH.TOKEN_MISSING', MESSAGES.sessionExpired), 401);
    c.set('session', sessionOf(actor));
    c.set('actor', actor);
    await next();
  });
}
