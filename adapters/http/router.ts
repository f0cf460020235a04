import { OpenAPIHono } from '@hono/zod-openapi';
import type { Actor } from '../../core/permissions/actor';
import { errorBody } from './errors';

/** What a request carries once the session middleware has run. */
export interface Session {
  readonly userId: string;
  /** The refresh-token family the access token belongs to (binds the anti-forgery token). */
  readonly familyId: string;
  /** Verified access-token claims (spec §3 session token). */
  readonly claims: Readonly<Record<string, unknown>>;
}

export interface AppEnv {
  Variables: {
    session: Session;
    actor: Actor;
  };
}

/**
 * A router whose request validation answers the platform's error shape: 400 with the first
 * failing field's message (the spec's text, from the shared zod schemas) and every issue
 * in `details`.
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      const first = issues[0]?.message ?? 'Invalid request';
      return c.json(errorBody('REQUEST.INVALID', first, { issues }), 400);
    },
  });
}
