/**
 * The trading routes' refusals as the OpenAPI document shows them: the one error body of
 * adapters/http/errors.ts under the name `TradingRefusal`, and the area's words for each
 * status. Every trading route needs a session, so 401 is always among them. The shapes come
 * from the routes' kit (../../kit/responses.ts); only the texts are the area's.
 */
import { refusalSchema, refusalsOf } from '../../kit/responses';

export const RefusalSchema = refusalSchema('TradingRefusal', {
  code: 'BID.ALREADY_PLACED',
  error: 'You have already placed a bid on this loan',
});

const REFUSALS = {
  400: 'Invalid input: the first problem in `error`, every one in `details`.',
  401: "No live session: 'Session expired please login again'.",
  403: 'The caller may not do this (persona, ownership, an identity field naming someone else).',
  404: 'Not found, or not visible to the caller.',
  409: 'Conflict: already done, changed meanwhile, or an Idempotency-Key reused differently.',
  413: "'File too big'.",
  422: 'A rule refuses the request (bid closed or expired, no matching records …).',
} as const;

/** A status a trading route can refuse with. */
export type RefusalStatus = keyof typeof REFUSALS;

const documented = refusalsOf(RefusalSchema, REFUSALS);

/** The refusals a route can answer, documented with the one error shape. 401 is always added. */
export function refusals(...statuses: RefusalStatus[]) {
  return documented(401, ...statuses);
}
