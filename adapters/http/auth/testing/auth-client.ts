import { createHttpApp } from '../../app';
import { XSRF_HEADER } from '../../session';
import { authRoutes } from '../auth-routes';
import { unverifiedSocialSignIn } from '../social-sign-in';
import type { AuthWorld } from './auth-world';

/**
 * A test client of the auth routes on a world: the app as the composition root would build it,
 * requests in-process (`app.request`), the OTP a person would read from their inbox, and the
 * two-step flows the suites start from.
 */
export type { Body } from '../../testing/route-suite';

import { type Body, readJson } from '../../testing/route-suite';

export { readJson };

/** What a client keeps after a login: the pair and the anti-forgery token from the header. */
export interface Held {
  readonly token: string;
  readonly refreshToken: string;
  readonly xsrf: string;
}

/** A sign-up form that passes spec §5, unique per call. */
let people = 0;
export function person(overrides: Body = {}) {
  const n = ++people;
  return {
    firstname: 'Asha',
    lastname: 'Rao',
    countryCode: '+91',
    mobile: `9${String(n).padStart(9, '0')}`,
    email: `asha${n}@example.test`,
    password: 'Secret@2026',
    ...overrides,
  };
}

/** The pair and anti-forgery token of a token-bearing answer. */
export async function held(res: Response): Promise<Held> {
  const body = await readJson(res.clone());
  if (res.status >= 300) throw new Error(`expected tokens, got ${res.status} ${JSON.stringify(body)}`);
  return {
    token: String(body.token),
    refreshToken: String(body.refreshToken),
    xsrf: res.headers.get(XSRF_HEADER)!,
  };
}

export function authClient(world: AuthWorld) {
  const failures: unknown[] = [];
  const app = createHttpApp({
    modules: [
      authRoutes({
        deps: world.deps,
        verifySocialSignIn: unverifiedSocialSignIn,
        // The suites call from one client by the thousand; client-throttle.test.ts covers the limit.
        throttle: { limit: Number.MAX_SAFE_INTEGER },
      }),
    ],
    log: (_message, error) => failures.push(error),
  });
  const send = (method: string, path: string, body?: unknown, auth?: Partial<Held>, headers = {}) =>
    app.request(`/api${path}`, {
      method,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(auth?.token ? { authorization: `Bearer ${auth.token}` } : {}),
        ...(auth?.xsrf ? { [XSRF_HEADER]: auth.xsrf } : {}),
        ...headers,
      },
    });
  const client = {
    app,
    /** Errors the app logged (every one would have been a 500). */
    failures,
    post: (path: string, body?: unknown, auth?: Partial<Held>) => send('POST', path, body, auth),
    get: (path: string, auth?: Partial<Held>, headers?: Record<string, string>) =>
      send('GET', path, undefined, auth, headers),
    /** The code in the newest message to `to` (an email or `+<cc><mobile>`), as its owner reads it. */
    async codeSentTo(to: string): Promise<string> {
      const message = (await world.messages()).filter((m) => m.to === to).at(-1);
      const code = message?.body.match(/\b(\d{5})\b/)?.[1];
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
    /** Signs a person up through both steps; the code is read from the outbox. */
    async signUp(form: Body = person()): Promise<Held> {
      const asked = await client.post('/auth/signup/otp', form);
      if (asked.status !== 200) throw new Error(`signup/otp: ${asked.status} ${await asked.text()}`);
      const otp = await client.codeSentTo(`${form.countryCode}${form.mobile}`);
      return held(await client.post('/auth/signup', { ...form, otp }));
    },
    async login(username: string, password = 'Secret@2026'): Promise<Held> {
      return held(await client.post('/auth/login', { username, password }));
    },
  };
  return client;
}

export type AuthClient = ReturnType<typeof authClient>;
