/**
 * The account routes' refusals as the OpenAPI document shows them: the one error body of
 * ../errors.ts under the name `AccountRefusal`, and the area's words for each status. The
 * shapes come from the routes' kit (../kit/responses.ts); only the texts are the area's.
 */
import { refusalSchema, refusalsOf } from '../kit/responses';

export const AccountRefusalSchema = refusalSchema('AccountRefusal', {
  code: 'ADDRESS.NOT_FOUND',
  error: 'Address not found',
});

const REFUSALS = {
  400: 'A field is invalid: its spec §5 message (or the area’s) in `error`, every field in `details`.',
  401: "No live session: 'Session expired please login again' (the client logs out).",
  403: 'A missing or wrong X-XSRF-TOKEN, or the caller may not do this (not the admin of it).',
  404: 'Not found — also what anything belonging to someone else answers.',
  409: 'Conflict: already done, taken, or changed by someone else meanwhile.',
  413: "'File too big'.",
  422: 'A rule refuses the request now (state of the thing, payment declined …).',
  429: 'Too many requests of this kind for now (e.g. codes sent to one address); try later.',
} as const;

/** A status an account route can refuse with. */
export type RefusalStatus = keyof typeof REFUSALS;

/** The refusals a route can answer, documented with the one error shape. */
export const refusals = refusalsOf(AccountRefusalSchema, REFUSALS);

/** The refusals of a route that needs a session: 401, and 403 for one that changes state. */
export function guarded(changesState: boolean, ...statuses: RefusalStatus[]) {
  const xsrf: RefusalStatus[] = changesState ? [403] : [];
  return refusals(401, ...xsrf, ...statuses);
}
