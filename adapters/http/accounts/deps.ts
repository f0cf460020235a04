/**
 * What the account routes are built from (spec §2–§4, §7, §8 account area). One object, so the
 * composition root wires them once and the tests build them through one world factory
 * (./testing/accounts-world.ts) over any storage.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AccountActor, AccountDeps } from '../../../core/accounts/account-deps';
import type { PaymentGateway } from '../../../core/accounts/assets/payment-gateway';
import { authErrors } from '../../../core/auth/auth.errors';
import type { AuthDeps } from '../../../core/auth/stores';
import type { BlobStore } from '../../../core/ports/blob-store';
import { toHttp } from '../errors';
import type { AppEnv } from '../router';
import { isStateChanging, requireSession } from '../session';

export interface AccountHttpDeps {
  /** The account use cases' deps: a unit of work over `AccountStores`, the clock and ids. */
  readonly accounts: AccountDeps;
  /** Sessions are checked against the auth area (bearer token, anti-forgery token). */
  readonly auth: AuthDeps;
  /** Hires and stamp duty are charged through it (test mode or live, by configuration). */
  readonly payments: PaymentGateway;
  /** Where ecosystem logos and banners are stored. */
  readonly blobs: BlobStore;
  /** The platform's name in the lead toast 'Thanks you for your interest in the {product} platform'. */
  readonly productName: string;
}

/** The two session guards every account route uses: required, and optional for visitor forms. */
export interface SessionGuards {
  readonly required: MiddlewareHandler<AppEnv>;
  /** Admits visitors without a token; a token, when sent, must be live (and anti-forgery checked). */
  readonly optional: MiddlewareHandler<AppEnv>;
}

export function sessionGuards(auth: AuthDeps): SessionGuards {
  const session = requireSession(auth);
  // A partner's session (made by a sign-on code exchange) reads the account but changes nothing
  // of it: no contact change, no secrets, no memberships — a partner holding the person's
  // session must not be able to take the account over.
  const required: MiddlewareHandler<AppEnv> = async (c, next) => {
    let refused: Response | undefined;
    const answered = await session(c, async () => {
      if (c.get('session').partnerEcosystemId && isStateChanging(c.req.method)) {
        const { status, body } = toHttp(authErrors.partnerSession());
        refused = c.json(body, status);
        return;
      }
      await next();
    });
    return refused ?? answered;
  };
  return {
    required,
    optional: async (c, next) => (c.req.header('authorization') === undefined ? next() : required(c, next)),
  };
}

/**
 * The caller of an account use case: the signed-in person (token `user_id`), the context's
 * role and business — never the business admin a business user acts as for trading, and never
 * an id taken from the request.
 */
export function accountActor(c: Context<AppEnv>): AccountActor {
  const session = c.get('session');
  return { userId: session.userId, role: session.role, businessId: session.loginMode.businessId };
}

/** The caller when a session was sent, or null for a visitor (contact and lead forms). */
export function visitorOrActor(c: Context<AppEnv>): AccountActor | null {
  return c.get('session') ? accountActor(c) : null;
}
