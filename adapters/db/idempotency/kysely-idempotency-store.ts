import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  IdempotencyBegin,
  IdempotencyClaim,
  IdempotencyStore,
} from '../../../core/ports/idempotency-store';
import { whenNotBusy } from '../retry';
import type { Database } from '../schema';

/** Keys are remembered this long; a key reused after that starts afresh. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/**
 * `IdempotencyStore` in the database, behind `Idempotency-Key`. A key is claimed before the
 * request runs, each step one statement standing alone (no transaction is held while the request
 * runs):
 *
 * 1. INSERT … ON CONFLICT DO NOTHING on (scope, key) — of concurrent first attempts exactly one
 *    inserts, across processes too;
 * 2. otherwise an UPDATE takes over an unanswered key whose lease ran out (a crashed attempt),
 *    guarded by `lease_until < now` so of concurrent retries only one takes it;
 * 3. otherwise the row says what holds the key: another request's parameters, a request still
 *    running, or the answer to replay.
 *
 * `complete` and `abandon` act only with the claim they were given, so an attempt that outlived
 * its lease cannot overwrite or release the key of the attempt that took it over.
 */
export function kyselyIdempotencyStore(db: Kysely<Database>): IdempotencyStore {
  async function begin(c: IdempotencyClaim, tries = 3): Promise<IdempotencyBegin> {
    const cutoff = new Date(new Date(c.at).getTime() - IDEMPOTENCY_TTL_MS).toISOString();
    await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', c.scope)
      .where('key', '=', c.key)
      .where('created_at', '<', cutoff)
      .execute();
    const claim = randomUUID();
    const row = {
      fingerprint: c.fingerprint,
      status: null,
      body: null,
      created_at: c.at,
      claim,
      lease_until: c.leaseUntil,
    };
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({ scope: c.scope, key: c.key, ...row })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .executeTakeFirst();
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return { state: 'new', claim };
    const takenOver = await db
      .updateTable('idempotency_keys')
      .set(row)
      .where('scope', '=', c.scope)
      .where('key', '=', c.key)
      .where('status', 'is', null)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', c.at)]))
      .executeTakeFirst();
    if ((takenOver.numUpdatedRows ?? 0n) > 0n) return { state: 'new', claim };
    const held = await db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'status', 'body'])
      .where('scope', '=', c.scope)
      .where('key', '=', c.key)
      .executeTakeFirst();
    // Released between the statements (abandoned or expired): ask again.
    if (!held) return tries > 1 ? begin(c, tries - 1) : { state: 'in_progress' };
    if (held.fingerprint !== c.fingerprint) return { state: 'mismatch' };
    if (held.status === null) return { state: 'in_progress' };
    return { state: 'replay', status: held.status, body: held.body ?? '' };
  }

  return {
    // Each call waits out a busy SQLite (another process holding the write lock) instead of
    // failing: a `complete` lost after the call committed would let a retry run it again.
    begin: (c: IdempotencyClaim) => whenNotBusy(() => begin(c)),
    complete: (scope: string, key: string, claim: string, status: number, body: string): Promise<void> =>
      whenNotBusy(async () => {
        await db
          .updateTable('idempotency_keys')
          .set({ status, body, lease_until: null })
          .where('scope', '=', scope)
          .where('key', '=', key)
          .where('claim', '=', claim)
          .where('status', 'is', null)
          .execute();
      }),
    abandon: (scope: string, key: string, claim: string): Promise<void> =>
      whenNotBusy(async () => {
        await db
          .deleteFrom('idempotency_keys')
          .where('scope', '=', scope)
          .where('key', '=', key)
          .where('claim', '=', claim)
          .where('status', 'is', null)
          .execute();
      }),
  };
}
