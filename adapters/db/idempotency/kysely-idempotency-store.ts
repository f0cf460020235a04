import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** What `begin` found (the HTTP idempotency middleware's contract). */
export type IdempotencyBegin =
  | { readonly state: 'new' }
  | { readonly state: 'replay'; readonly status: number; readonly body: string }
  | { readonly state: 'mismatch' }
  | { readonly state: 'in_progress' };

/** Keys are remembered this long; a key reused after that starts afresh. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/**
 * The database store behind `Idempotency-Key`: a reservation is one INSERT … ON CONFLICT DO
 * NOTHING on (scope, key), so of two concurrent requests with the same key exactly one runs —
 * across processes too. Each statement stands alone (no transaction is held while the request runs).
 */
export function kyselyIdempotencyStore(db: Kysely<Database>) {
  return {
    async begin(scope: string, key: string, fingerprint: string, at: string): Promise<IdempotencyBegin> {
      const cutoff = new Date(new Date(at).getTime() - IDEMPOTENCY_TTL_MS).toISOString();
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('created_at', '<', cutoff)
        .execute();
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ scope, key, fingerprint, status: null, body: null, created_at: at })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .executeTakeFirst();
      if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return { state: 'new' };
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return this.begin(scope, key, fingerprint, at);
      if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
      if (row.status === null) return { state: 'in_progress' };
      return { state: 'replay', status: row.status, body: row.body ?? '' };
    },
    async complete(scope: string, key: string, status: number, body: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status, body })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    },
    async abandon(scope: string, key: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('status', 'is', null)
        .execute();
    },
  };
}
