import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { IdempotencyBegin } from '../db/idempotency/kysely-idempotency-store';
import { errorBody } from './errors';
import type { AppEnv } from './router';

/**
 * Safe retries for calls that must not happen twice (place_bid, transfers, approvals): a
 * request with an `Idempotency-Key` header is executed once per user and key; a retry with
 * the same key and the same request gets the first answer back (`Idempotent-Replayed: true`),
 * the same key with different parameters gets a 409, and a retry while the first is still
 * running gets a 409 too. 5xx answers and thrown errors are not remembered, so a transient
 * failure can be retried with the same key.
 */
export type { IdempotencyBegin };

export interface IdempotencyStore {
  /** Reserves (scope, key) for `fingerprint` atomically, or reports what holds it. */
  begin(scope: string, key: string, fingerprint: string, at: string): Promise<IdempotencyBegin>;
  complete(scope: string, key: string, status: number, body: string): Promise<void>;
  /** Releases a reservation whose request failed, so it can be retried. */
  abandon(scope: string, key: string): Promise<void>;
}

const KEY = /^[\x21-\x7e]{1,255}$/;

export function idempotency(store: IdempotencyStore, now: () => Date) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined) return next();
    if (!KEY.test(key)) {
      return c.json(errorBody('IDEMPOTENCY.BAD_KEY', 'Invalid request'), 400);
    }
    const scope = c.get('session')?.userId ?? 'anonymous';
    const body = await c.req.raw.clone().arrayBuffer();
    const fingerprint = createHash('sha256')
      .update(`${c.req.method} ${c.req.path}\n`)
      .update(new Uint8Array(body))
      .digest('hex');

    const begun = await store.begin(scope, key, fingerprint, now().toISOString());
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
      return c.json(
        errorBody('IDEMPOTENCY.IN_PROGRESS', 'A request with this Idempotency-Key is in progress'),
        409,
      );
    }

    try {
      await next();
    } catch (e) {
      await store.abandon(scope, key);
      throw e;
    }
    if (c.res.status >= 500 || c.error) {
      await store.abandon(scope, key);
      return;
    }
    await store.complete(scope, key, c.res.status, await c.res.clone().text());
  });
}

/** An in-process store (tests, single-process development); the database store is the real one. */
export function memoryIdempotencyStore(): IdempotencyStore {
  const rows = new Map<string, { fingerprint: string; status?: number; body?: string }>();
  const id = (scope: string, key: string) => `${scope}\u0000${key}`;
  return {
    async begin(scope, key, fingerprint) {
      const row = rows.get(id(scope, key));
      if (!row) {
        rows.set(id(scope, key), { fingerprint });
        return { state: 'new' };
      }
      if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
      if (row.status === undefined) return { state: 'in_progress' };
      return { state: 'replay', status: row.status, body: row.body ?? '' };
    },
    async complete(scope, key, status, body) {
      const row = rows.get(id(scope, key));
      if (row) rows.set(id(scope, key), { ...row, status, body });
    },
    async abandon(scope, key) {
      rows.delete(id(scope, key));
    },
  };
}
