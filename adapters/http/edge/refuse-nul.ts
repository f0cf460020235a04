/**
 * Why: PostgreSQL cannot store U+0000 in text (it fails the statement: a 500), while SQLite
 * stores it — the same request must not mean two things. So the HTTP edge decides once, for
 * every text input before any route runs: a NUL in the path, the query, a header or a body
 * (JSON at any depth, keys included, or a URL-encoded form) is refused with a 400 in the
 * platform's error shape, whichever database is behind. Multipart fields and file names are
 * checked by the upload parser itself (../uploads.ts), which reads those bodies as a stream.
 */
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors';
import { EDGE_ERRORS } from './edge.errors';

/** Where a NUL was found (returned in `details.in`). */
export type NulPlace = 'path' | 'query' | 'header' | 'body';

/** True when `value` — a string, or an array or object at any depth, keys included — holds U+0000. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\0') || holdsNul(v, depth + 1));
}

// A NUL byte, written raw or percent-encoded, in the path or the query string.
const NUL_IN_URL = /%00|\0/i;

function bodyHoldsNul(text: string, type: string): boolean {
  if (text.includes('\0')) return true;
  if (type.startsWith('application/x-www-form-urlencoded'))
    return [...new URLSearchParams(text)].some(([k, v]) => holdsNul(k) || holdsNul(v));
  try {
    // JSON spells NUL `\u0000`; any body that parses as JSON is checked, whatever its type says.
    return holdsNul(JSON.parse(text));
  } catch {
    return false; // Not JSON: the route's own validation refuses it.
  }
}

/** The place of the first NUL in the request's text inputs, or null. */
async function findNul(request: Request): Promise<NulPlace | null> {
  const url = new URL(request.url);
  if (NUL_IN_URL.test(url.pathname)) return 'path';
  if (NUL_IN_URL.test(url.search)) return 'query';
  for (const [, value] of request.headers) if (value.includes('\0')) return 'header';
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!request.body || type.startsWith('multipart/form-data')) return null;
  // A clone, so the route still reads the body itself (the size limit has run before this).
  const text = await request.clone().text();
  return bodyHoldsNul(text, type) ? 'body' : null;
}

/**
 * Refuses any request holding U+0000 in its text inputs: 400 `REQUEST.NUL_CHARACTER`.
 *
 * @example
 * app.use('/api/*', refuseNul());
 */
export function refuseNul(): MiddlewareHandler {
  return async (c, next) => {
    const place = await findNul(c.req.raw);
    if (place === null) return next();
    const { code, message } = EDGE_ERRORS.nulCharacter;
    return c.json(errorBody(code, message, { in: place }), 400);
  };
}
