import type { Kysely } from 'kysely';
import { type DialectName, forUpdate } from '../dialect';
import type { Database } from '../schema';
import { type OutboxRecord, rowToRecord } from './outbox-rows';

/**
 * Reading and delivering the outbox. A dispatcher loop:
 *   1. `claimDue` in a short unit of work — takes messages nobody holds, with a lease;
 *   2. sends each outside any transaction (no lock is held while SMTP talks);
 *   3. `markDelivered`, or `markFailed` with the time of the next try.
 * A dispatcher that dies mid-way loses only its lease: the messages come due again.
 */

export interface OutboxListOptions {
  /** Only messages to this recipient (email, mobile, or user id). */
  readonly to?: string;
  readonly undeliveredOnly?: boolean;
  /** Only messages of this channel (e.g. the in-app notifications of one user). */
  readonly channel?: OutboxRecord['channel'];
  /** Default 100. */
  readonly limit?: number;
}

/** Messages newest first (what `ispz outbox list [--to]` and the dev mailbox show). */
export async function listOutbox(
  db: Kysely<Database>,
  options: OutboxListOptions = {},
): Promise<OutboxRecord[]> {
  let query = db.selectFrom('outbox').selectAll();
  if (options.to !== undefined) query = query.where('recipient', '=', options.to);
  if (options.undeliveredOnly) query = query.where('delivered_at', 'is', null);
  if (options.channel !== undefined) query = query.where('channel', '=', options.channel);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 100)
    .execute();
  return rows.map(rowToRecord);
}

/**
 * Claims up to `limit` undelivered messages that are not leased (or whose lease ran out), oldest
 * first, and leases them until `leaseUntil`. Run it in a unit of work: on PostgreSQL the rows are
 * taken with `FOR UPDATE SKIP LOCKED`, so concurrent dispatchers claim disjoint messages; on
 * SQLite the immediate transaction serialises claims.
 */
export async function claimDue(
  tx: Kysely<Database>,
  dialect: DialectName,
  options: { readonly now: string; readonly leaseUntil: string; readonly limit: number },
): Promise<OutboxRecord[]> {
  const due = await tx
    .selectFrom('outbox')
    .select('id')
    .where('delivered_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', options.now)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(options.limit)
    .$call(forUpdate(dialect, { skipLocked: true }))
    .execute();
  if (due.length === 0) return [];
  const rows = await tx
    .updateTable('outbox')
    .set({ claimed_until: options.leaseUntil })
    .where(
      'id',
      'in',
      due.map((r) => r.id),
    )
    .returningAll()
    .execute();
  // RETURNING has no order: give the claimed messages back in the order they were selected.
  const byId = new Map(rows.map((r) => [r.id, r]));
  return due.map((r) => rowToRecord(byId.get(r.id)!));
}

/** The body kept for a message once it has left the platform (it may have held a one-time password). */
export const REDACTED_BODY = '(removed after delivery)';

/**
 * Marks a message delivered; false when it was already (another dispatcher got there first).
 * With `redact`, the body is dropped at the same time: an email or SMS that carried an OTP must
 * not stay readable in the database after it was sent.
 */
export async function markDelivered(
  db: Kysely<Database>,
  id: string,
  at: string,
  options: { readonly redact?: boolean } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ delivered_at: at, claimed_until: null, ...(options.redact ? { body: REDACTED_BODY } : {}) })
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a failed attempt; the message comes due again at `retryAt`. */
export async function markFailed(
  db: Kysely<Database>,
  id: string,
  error: string,
  retryAt: string,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error, claimed_until: retryAt }))
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .execute();
}
