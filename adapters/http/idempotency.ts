import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { IdempotencyBegin, IdempotencyStore } from '../../core/ports/idempotency-store';
import { errorBody } from './errors';
import { requestFingerprint } from './idempotency-fingerprint';
import type { AppEnv } from './router';

/**
 * Safe retries for calls that must not happen twice (place_bid, transfers, approvals): a
 * request with an `Idempotency-Key` header is executed once per user and key. The key is
 * claimed before the call runs; a retry with the same key and the same request gets the first
 * answer back (`Idempotent-Replayed: true`), the same key with different parameters gets a 409,
 * and a retry while the first is still running gets a 409 too (with `Retry-After`) — it never
 * runs the call a second time. 5xx answers and thrown errors are not remembered, and the claim
 * of an attempt that crashed lapses after the lease, so a failed call can be retried with the
 * same key. A store with `runOnce` (the database's) claims the key and keeps the answer inside
 * the call's own write transaction, so the call is one write; a retry meeting the first still
 * running then waits for its answer rather than being told to come back.
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
    const claim = {
      scope,
      key,
      fingerprint,
      at: at.toISOString(),
      leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
    };
    if (store.runOnce) {
      // The key is claimed and the answer kept in the request's own write transaction.
      let ran = false;
      const run = await store.runOnce(claim, async () => {
        ran = true;
        await next();
        return c.res.status >= 500 || c.error
          ? null
          : { status: c.res.status, body: await c.res.clone().text() };
      });
      if (run.state === 'done') return;
      if (!ran) return heldAnswer(c, run);
      c.res = heldAnswer(c, run);
      return;
    }
    const begun = await store.begin(claim);
    if (begun.state !== 'new') return heldAnswer(c, begun);
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

/** The answer when another attempt holds the key: its stored answer, or a 409 saying why not. */
function heldAnswer(c: Context<AppEnv>, held: Exclude<IdempotencyBegin, { state: 'new' }>): Response {
  if (held.state === 'replay') {
    return c.body(held.body, held.status as 200, {
      'content-type': 'application/json; charset=utf-8',
      'idempotent-replayed': 'true',
    });
  }
  if (held.state === 'mismatch') {
    return c.json(
      errorBody('IDEMPOTENCY.MISMATCH', 'This Idempotency-Key was already used with different parameters'),
      409,
    );
  }
  c.header('retry-after', '1');
  return c.json(
    errorBody('IDEMPOTENCY.IN_PROGRESS', 'A request with this Idempotency-Key is in progress'),
    409,
  );
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
