import type { Kysely } from 'kysely';
import type { AttemptStore } from '../../../core/auth/attempt-store';
import type { Database } from '../schema';
import { whole } from '../whole';

/**
 * `AttemptStore` on Kysely: one `login_attempts` row per key. `save` is a compare-and-set on
 * `version`: the first failure of a key is `INSERT … ON CONFLICT DO NOTHING` (false when a
 * concurrent first failure got in), later ones a conditional UPDATE on the version read.
 */
export function kyselyAttemptStore(db: Kysely<Database>): AttemptStore {
  return {
    async get(key) {
      const r = await db
        .selectFrom('login_attempts')
        .selectAll()
        .where('attempt_key', '=', key)
        .executeTakeFirst();
      if (!r) return null;
      return {
        key: r.attempt_key,
        failures: r.failures,
        windowStartedAt: r.window_started_at,
        lockedUntil: r.locked_until,
        version: r.version,
      };
    },
    async save(record, expectedVersion) {
      const values = {
        failures: whole(record.failures, 'failures'),
        window_started_at: record.windowStartedAt,
        locked_until: record.lockedUntil,
        version: whole(record.version, 'version'),
      };
      if (expectedVersion === null) {
        const result = await db
          .insertInto('login_attempts')
          .values({ attempt_key: record.key, ...values })
          .onConflict((oc) => oc.column('attempt_key').doNothing())
          .executeTakeFirst();
        return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
      }
      const result = await db
        .updateTable('login_attempts')
        .set(values)
        .where('attempt_key', '=', record.key)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async clear(key) {
      await db.deleteFrom('login_attempts').where('attempt_key', '=', key).execute();
    },
  };
}
