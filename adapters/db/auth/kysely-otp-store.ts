import { type Kysely, type Selectable, sql } from 'kysely';
import type { OtpPurpose, OtpRecord } from '../../../core/auth/otp';
import type { OtpStore } from '../../../core/auth/otp-store';
import { canonicalJson } from '../../../core/format/canonical-json';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import { whole } from '../whole';

const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

function rowToOtp(r: Selectable<Database['otps']>): OtpRecord {
  return {
    id: r.id,
    purpose: r.purpose as OtpPurpose,
    subject: r.subject,
    destination: r.destination,
    channel: r.channel as OtpRecord['channel'],
    codeMac: r.code_mac,
    delivered: r.delivered === 1,
    context: JSON.parse(r.context) as Record<string, string>,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    tries: r.tries,
    consumedAt: r.consumed_at,
  };
}

/**
 * `OtpStore` on Kysely. `latest` and `countIssuedAfter` read through the indexes
 * (purpose, subject, created_at) and (subject, created_at). `recordTry` and `consume` are one
 * conditional UPDATE each: on PostgreSQL a racing UPDATE waits for the first to commit and then
 * re-checks its condition against the new row, so two guesses never share one count and a code
 * is used once; on SQLite the immediate transaction serialises them.
 *
 * The send limits count, then insert: at read committed two senders could both count below the
 * limit. So on PostgreSQL `countIssuedAfter` first takes a transaction-scoped advisory lock on
 * the subject, which holds until the caller's transaction (the one that inserts) ends — senders
 * to one address queue, others are not held up. SQLite's writer lock already serialises them.
 */
export function kyselyOtpStore(db: Kysely<Database>, dialect: DialectName): OtpStore {
  return {
    async insert(record) {
      await db
        .insertInto('otps')
        .values({
          id: record.id,
          purpose: record.purpose,
          subject: record.subject,
          destination: record.destination,
          channel: record.channel,
          code_mac: record.codeMac,
          delivered: record.delivered ? 1 : 0,
          context: canonicalJson(record.context),
          created_at: record.createdAt,
          expires_at: record.expiresAt,
          tries: whole(record.tries, 'OTP tries'),
          consumed_at: record.consumedAt,
        })
        .execute();
    },
    async latest(purpose, subject) {
      // Ids grow with time (UUID v7): they break ties between codes of the same millisecond.
      const row = await db
        .selectFrom('otps')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('subject', '=', subject)
        .orderBy('created_at', 'desc')
        .orderBy(byCodePoint('id', dialect), 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? rowToOtp(row) : null;
    },
    async countIssuedAfter(subject, after) {
      if (dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext('otp-send'), hashtext(${subject}))`.execute(db);
      }
      const { n } = await db
        .selectFrom('otps')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('subject', '=', subject)
        .where('created_at', '>', after)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    async recordTry(id, seen) {
      const result = await db
        .updateTable('otps')
        .set({ tries: seen + 1 })
        .where('id', '=', id)
        .where('tries', '=', seen)
        .executeTakeFirst();
      return changed(result);
    },
    async consume(id, at) {
      const result = await db
        .updateTable('otps')
        .set({ consumed_at: at })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return changed(result);
    },
  };
}
