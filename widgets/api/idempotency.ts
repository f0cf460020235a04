/**
 * Trading calls that must not happen twice carry an Idempotency-Key (spec §7): a fresh key per
 * logical call, unless the caller gave its own. A middleware of its own, run before the
 * session's (which keeps a copy of the request for its one retry, so a retry resends the same
 * key), and applied by the full client only: the sign-in family never makes these calls and
 * does not carry their list.
 */
import type { Middleware } from 'openapi-fetch';
import { IDEMPOTENT_OPERATIONS } from './idempotent-routes.gen';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from './transport';

const IDEMPOTENT = new Set(IDEMPOTENT_OPERATIONS);

/** Adds a fresh Idempotency-Key to a documented idempotent call that has none. */
export const idempotencyMiddleware: Middleware = {
  onRequest({ request, schemaPath }) {
    const operation = `${request.method.toUpperCase()} ${schemaPath}`;
    if (!IDEMPOTENT.has(operation) || request.headers.has(IDEMPOTENCY_HEADER)) return undefined;
    const headers = new Headers(request.headers);
    headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
    return new Request(request, { headers });
  },
};
