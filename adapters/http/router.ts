import { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthSession } from '../../core/auth/session';
import { MESSAGES } from '../../core/errors/messages';
import type { Actor } from '../../core/permissions/actor';
import { errorBody } from './errors';

/**
 * What a request carries once `requireSession` (./session.ts) has run: the verified caller as
 * the core's `authenticate` describes it — `userId`, `role` and `loginMode` (spec §3 session
 * token) and `sessionId`, the refresh-token family the access token belongs to.
 */
export type Session = AuthSession;

export interface AppEnv {
  Variables: {
    session: Session;
    actor: Actor;
  };
}

interface Issue {
  readonly path: PropertyKey[];
  readonly code?: string;
  readonly message: string;
}

/** The text shown for an issue: a body that is not even an object is an invalid request (spec §7). */
function issueMessage(issue: Issue): string {
  return issue.path.length === 0 && issue.code === 'invalid_type' ? MESSAGES.invalidRequest : issue.message;
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
      const issues = result.error.issues.map((i) => ({
        path: i.path.map(String).join('.'),
        message: issueMessage(i),
      }));
      const first = issues[0]?.message ?? MESSAGES.invalidRequest;
      return c.json(errorBody('REQUEST.INVALID', first, { issues }), 400);
    },
  });
}
