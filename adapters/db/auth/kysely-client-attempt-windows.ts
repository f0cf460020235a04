import { type Kysely, sql } from 'kysely';
import type { ClientAttemptWindows } from '../../../core/auth/client-attempt-windows';
import { whenNotBusy } from '../retry';
import type { Database } from '../schema';

/**
 * `ClientAttemptWindows` in the database (SQLite and PostgreSQL alike), so every server process
 * on it shares the per-client limits. One statement per hit — an upsert that restarts a window
 * that ran out and otherwise adds one, returning the count — so concurrent hits from any number
 * of processes are each counted once, with no transaction held open; a busy SQLite (another
 * process writing) is waited out as the unit of work does.
 */
export function kyselyClientAttemptWindows(db: Kysely<Database>): ClientAttemptWindows {
  return {
    async hit(client, now, windowSeconds) {
      const started = now.toISOString();
      const cutoff = new Date(now.getTime() - windowSeconds * 1000).toISOString();
      const ended = sql<boolean>`client_attempt_windows.window_started_at <= ${cutoff}`;
      const row = await whenNotBusy(() =>
        db
          .insertInto('client_attempt_windows')
          .values({ client_key: client, window_started_at: started, attempts: 1 })
          .onConflict((oc) =>
            oc.column('client_key').doUpdateSet({
              attempts: sql<number>`case when ${ended} then 1 else client_attempt_windows.attempts + 1 end`,
              window_started_at: sql<string>`case when ${ended} then ${started} else client_attempt_windows.window_started_at end`,
            }),
          )
          .returning('attempts')
          .executeTakeFirstOrThrow(),
      );
      return Number(row.attempts);
    },
    async purge(before) {
      const result = await whenNotBusy(() =>
        db
          .deleteFrom('client_attempt_windows')
          .where('window_started_at', '<', before.toISOString())
          .executeTakeFirst(),
      );
      return Number(result.numDeletedRows);
    },
  };
}
