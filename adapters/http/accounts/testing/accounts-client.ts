/**
 * A test client of the account routes on a world: the app as the composition root builds it,
 * requests in-process (`app.request`), people put into storage as sign-up leaves them, and
 * sessions minted the way login and the context switch mint them (`resolveContext` +
 * `startSession`), so every request carries a real bearer token and anti-forgery token.
 */
import type { User } from '../../../../core/accounts/user';
import { openingWallet } from '../../../../core/accounts/wallets/wallet';
import { resolveContext } from '../../../../core/auth/context';
import { startSession } from '../../../../core/auth/session-tokens';
import { createHttpApp } from '../../app';
import { XSRF_HEADER } from '../../session';
import { accountRoutes } from '../account-routes';
import type { AccountHttpDeps } from '../deps';
import type { AccountsWorld } from './accounts-world';

export type { Body } from '../../testing/route-suite';

import { type Body, readJson } from '../../testing/route-suite';

export { readJson };

/** A signed-in person: who, in which context, and the tokens their client holds. */
export interface Caller {
  readonly user: User;
  readonly businessId: string | null;
  readonly token: string;
  readonly xsrf: string;
}

/** The platform's name in the lead toast, as the suites configure it. */
export const PRODUCT = 'ISPz';

/** The account routes' deps on a world, as the composition root wires them. */
export function accountHttpDeps(world: AccountsWorld): AccountHttpDeps {
  return {
    accounts: world.accounts,
    auth: world.auth,
    payments: world.payments,
    blobs: world.blobs,
    productName: PRODUCT,
  };
}

export function accountsClient(world: AccountsWorld) {
  const failures: unknown[] = [];
  const app = createHttpApp({
    modules: [accountRoutes(accountHttpDeps(world))],
    log: (_message, error) => failures.push(error),
  });
  let people = 0;

  const send = (method: string, path: string, body: unknown, who?: Partial<Caller> | null) =>
    app.request(`/api${path}`, {
      method,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(who?.token ? { authorization: `Bearer ${who.token}` } : {}),
        ...(who?.xsrf ? { [XSRF_HEADER]: who.xsrf } : {}),
      },
    });

  const client = {
    app,
    /** Errors the app logged (every one would have been a 500). */
    failures,
    get: (path: string, who?: Partial<Caller> | null) => send('GET', path, undefined, who),
    post: (path: string, body: unknown, who?: Partial<Caller> | null) => send('POST', path, body, who),
    put: (path: string, body: unknown, who?: Partial<Caller> | null) => send('PUT', path, body, who),
    delete: (path: string, who?: Partial<Caller> | null) => send('DELETE', path, undefined, who),
    /** A multipart POST of `form` (the runtime sets its boundary). */
    upload: (path: string, form: FormData, who?: Partial<Caller> | null) =>
      app.request(`/api${path}`, {
        method: 'POST',
        body: form,
        headers: {
          ...(who?.token ? { authorization: `Bearer ${who.token}` } : {}),
          ...(who?.xsrf ? { [XSRF_HEADER]: who.xsrf } : {}),
        },
      }),

    /** Puts an account into storage as sign-up would (ids `person-<n>`, unique email and mobile). */
    async addUser(fields: Partial<User> = {}): Promise<User> {
      const n = ++people;
      const user: User = {
        id: `person-${n}`,
        firstName: 'Asha',
        lastName: 'Rao',
        email: `person${n}@example.test`,
        mobile: { countryCode: '+91', number: `98${String(n).padStart(8, '0')}` },
        passwordHash: null,
        role: 'consumer',
        registeredAs: 'personal',
        referralCode: `PERSON${n}`,
        referredBy: null,
        ecosystemId: null,
        personaId: null,
        wallet: null,
        adultConfirmedAt: null,
        createdAt: world.auth.clock.now().toISOString(),
        // As after an email sign-up: the email is proven (pass null to model a mobile sign-up's).
        emailVerifiedAt: world.auth.clock.now().toISOString(),
        ...fields,
      };
      const opened = await world.auth.uow.run(
        async (s) =>
          (await s.users.insert(user)) &&
          (await s.wallets.insert(openingWallet(user, `wallet-${user.id}`, user.createdAt))),
      );
      if (!opened) throw new Error(`${user.id} clashes`);
      return user;
    },

    /** A session of `user`, personal or in `businessId` (where they must be a member). */
    async signIn(user: User, businessId: string | null = null): Promise<Caller> {
      const tokens = await world.auth.uow.run(async (s) => {
        const context = await resolveContext(s, user, { isBusiness: businessId !== null, businessId });
        if (!context.ok) throw new Error(`${user.id} cannot act in ${businessId}: ${context.error.code}`);
        return startSession(world.auth, s, { userId: user.id, ...context.value });
      });
      return { user, businessId, token: tokens.accessToken, xsrf: tokens.xsrfToken };
    },

    /** A new person, signed in personally. */
    async person(fields: Partial<User> = {}): Promise<Caller> {
      return client.signIn(await client.addUser(fields));
    },

    /** The platform admin (token role ispadmin). */
    async admin(): Promise<Caller> {
      return client.person({ role: 'ispadmin', firstName: 'Platform', lastName: 'Admin' });
    },

    /** Registers a business for `owner` over HTTP and signs them in to it as its admin. */
    async businessOf(owner: Caller, business_name = 'Green Acres'): Promise<Caller> {
      const res = await client.post('/businesses', { business_name }, owner);
      const body = await readJson(res);
      if (res.status !== 201) throw new Error(`POST /businesses: ${res.status} ${JSON.stringify(body)}`);
      return client.signIn(owner.user, String((body.businessDetails as Body)._id));
    },

    /**
     * Brings `person` into the admin's business over HTTP as it happens for real: the admin
     * invites their email, they accept. Answers the acceptance.
     */
    async join(admin: Caller, person: Caller, role: string): Promise<Response> {
      const invited = await client.post(
        '/businesses/invitations',
        { business_id: admin.businessId, email: person.user.email, role },
        admin,
      );
      const body = await readJson(invited);
      if (invited.status !== 201) throw new Error(`invitation: ${invited.status} ${JSON.stringify(body)}`);
      const invitation_id = String((body.invitation as Body)._id);
      return client.post('/users/invitations/accept', { invitation_id }, person);
    },
  };
  return client;
}

export type AccountsClient = ReturnType<typeof accountsClient>;
