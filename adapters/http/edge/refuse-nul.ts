/**
 * Why: PostgreSQL cannot store U+0000 in text (it fails the statement: a 500), while SQLite
 * stores it — the same request must not mean two things. So the HTTP edge decides once, for
 * every text input before any route runs: a NUL in the path, the query, a header or a body
 * (JSON at any depth, keys included, or a URL-encoded form) is refused with a 400 in the
 * platform's error shape, whichever database is behind. Multipart fields and file names are
 * checked by the upload parser itself (../uploads.ts), which reads those bodies as a stream.
 */
import type { Context, MiddlewareHandler } from 'hono';
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
  if (type.startsWith('application/x-www-form-urlencoded')) {
    // A form spells NUL `%00`: without it no field can hold one.
    return (
      text.includes('%00') && [...new URLSearchParams(text)].some(([k, v]) => holdsNul(k) || holdsNul(v))
    );
  }
  // JSON spells NUL `\u0000` (and only so): without it no value can hold one, whatever it parses to.
  if (!text.includes('\\u0000')) return false;
  try {
    // Any body that parses as JSON is checked, whatever its type says.
    return holdsNul(JSON.parse(text));
  } catch {
    return false; // Not JSON: the route's own validation refuses it.
  }
}

const UTF8 = new TextDecoder();

/**
 * The body as text, read once for everyone: through Hono's body cache, so the route and the
 * idempotency fingerprint read the same bytes again without cloning the request (a clone built
 * the whole web Request and teed its stream — more work than the rest of this check).
 */
async function bodyText(c: Context): Promise<string> {
  const text = UTF8.decode(await c.req.arrayBuffer());
  // Hono keeps the promise of each reading there (its type says the value).
  (c.req.bodyCache as { text?: Promise<string> }).text ??= Promise.resolve(text);
  return text;
}

/** The place of the first NUL in the request's text inputs, or null. */
async function findNul(c: Context): Promise<NulPlace | null> {
  const url = c.req.url;
  // The path from the first slash after the authority, up to the query.
  const query = url.indexOf('?');
  const path = url.slice(url.indexOf('/', url.indexOf('//') + 2), query < 0 ? undefined : query);
  if (NUL_IN_URL.test(path)) return 'path';
  if (query >= 0 && NUL_IN_URL.test(url.slice(query))) return 'query';
  for (const [, value] of c.req.raw.headers) if (value.includes('\0')) return 'header';
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  // Reading `body` would build the whole web Request; GET and HEAD carry none.
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || type.startsWith('multipart/form-data'))
    return null;
  return bodyHoldsNul(await bodyText(c), type) ? 'body' : null;
}

/**
 * Refuses any request holding U+0000 in its text inputs: 400 `REQUEST.NUL_CHARACTER`.
 *
 * @example
 * app.use('/api/*', refuseNul());
 */
export function refuseNul(): MiddlewareHandler {
  return async (c, next) => {
    const place = await findNul(c);
    if (place === null) return next();
    const { code, message } = EDGE_ERRORS.nulCharacter;
    return c.json(errorBody(code, message, { in: place }), 400);
  };
}
