import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { canonicalJson } from '../../core/format/canonical-json';
import type { IdempotencyStore } from '../../core/ports/idempotency-store';
import { errorBody } from './errors';
import type { AppEnv } from './router';

/**
 * Safe retries for calls that must not happen twice (place_bid, transfers, approvals): a
 * request with an `Idempotency-Key` header is executed once per user and key. The key is
 * claimed before the call runs; a retry with the same key and the same request gets the first
 * answer back (`Idempotent-Replayed: true`), the same key with different parameters gets a 409,
 * and a retry while the first is still running gets a 409 too (with `Retry-After`) — it never
 * runs the call a second time. 5xx answers and thrown errors are not remembered, and the claim
 * of an attempt that crashed lapses after the lease, so a failed call can be retried with the
 * same key.
 *
 * "The same request" is method, path, query, caller and the body's JSON value: key order and
 * whitespace do not make a retry look different.
 */
/** The port this middleware takes (core/ports/idempotency-store.ts; the database implements it). */
export type { IdempotencyStore };

/** How long a claimed key stays reserved for an attempt that never answers. */
export const IDEMPOTENCY_LEASE_MS = 60_000;

const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * @example middleware: [deps.requireActor, idempotency(deps.idempotency, deps.now)]
 */
export function idempotency(
  store: IdempotencyStore,
  now: () => Date,
  options: { readonly leaseMs?: number } = {},
) {
  const leaseMs = options.leaseMs ?? IDEMPOTENCY_LEASE_MS;
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined) return next();
    if (!KEY.test(key)) {
      return c.json(errorBody('IDEMPOTENCY.BAD_KEY', 'Invalid request'), 400);
    }
    const scope = c.get('session')?.userId ?? 'anonymous';
    const fingerprint = await requestFingerprint(c, scope);
    const at = now();
    const begun = await store.begin({
      scope,
      key,
      fingerprint,
      at: at.toISOString(),
      leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
    });
    if (begun.state === 'replay') {
      return c.body(begun.body, begun.status as 200, {
        'content-type': 'application/json; charset=utf-8',
        'idempotent-replayed': 'true',
      });
    }
    if (begun.state === 'mismatch') {
      return c.json(
        errorBody('IDEMPOTENCY.MISMATCH', 'This Idempotency-Key was already used with different parameters'),
        409,
      );
    }
    if (begun.state === 'in_progress') {
      c.header('retry-after', '1');
      return c.json(
        errorBody('IDEMPOTENCY.IN_PROGRESS', 'A request with this Idempotency-Key is in progress'),
        409,
      );
    }

    try {
      await next();
    } catch (e) {
      await store.abandon(scope, key, begun.claim);
      throw e;
    }
    if (c.res.status >= 500 || c.error) {
      await store.abandon(scope, key, begun.claim);
      return;
    }
    await store.complete(scope, key, begun.claim, c.res.status, await c.res.clone().text());
  });
}

/**
 * What makes two requests "the same": method, path, sorted query, caller, and the canonical JSON
 * of a JSON body (a body that is not JSON — a malformed one, a file — by its bytes).
 */
async function requestFingerprint(c: Context<AppEnv>, scope: string): Promise<string> {
  const url = new URL(c.req.url);
  const query = [...url.searchParams].sort(([a, x], [b, y]) => (a === b ? cmp(x, y) : cmp(a, b)));
  const hash = createHash('sha256').update(canonicalJson([c.req.method, url.pathname, query, scope]));
  const bytes = new Uint8Array(await c.req.raw.clone().arrayBuffer());
  const type = c.req.header('content-type') ?? '';
  const parsed = /^application\/(.+\+)?json\b/i.test(type) ? jsonValue(bytes) : undefined;
  if (parsed !== undefined) hash.update('\njson\n').update(parsed);
  else hash.update('\nbytes\n').update(bytes);
  return hash.digest('hex');
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function jsonValue(bytes: Uint8Array): string | undefined {
  try {
    return canonicalJson(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
  } catch {
    return undefined;
  }
}

/** An in-process store (tests, single-process development); the database store is the real one. */
export function memoryIdempotencyStore(): IdempotencyStore {
  type Row = { fingerprint: string; claim: string; leaseUntil: string; status?: number; body?: string };
  const rows = new Map<string, Row>();
  const id = (scope: string, key: string) => `${scope}\u0000${key}`;
  return {
    async begin(c) {
      const row = rows.get(id(c.scope, c.key));
      if (!row || (row.status === undefined && row.leaseUntil < c.at)) {
        const claim = randomUUID();
        rows.set(id(c.scope, c.key), { fingerprint: c.fingerprint, claim, leaseUntil: c.leaseUntil });
        return { state: 'new', claim };
      }
      if (row.fingerprint !== c.fingerprint) return { state: 'mismatch' };
      if (row.status === undefined) return { state: 'in_progress' };
      return { state: 'replay', status: row.status, body: row.body ?? '' };
    },
    async complete(scope, key, claim, status, body) {
      const row = rows.get(id(scope, key));
      if (row?.claim === claim && row.status === undefined)
        rows.set(id(scope, key), { ...row, status, body });
    },
    async abandon(scope, key, claim) {
      const row = rows.get(id(scope, key));
      if (row?.claim === claim && row.status === undefined) rows.delete(id(scope, key));
    },
  };
}
