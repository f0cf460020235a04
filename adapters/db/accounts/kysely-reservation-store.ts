import type { Kysely, Selectable } from 'kysely';
import type { DayRange, Reservation, ReservationStatus } from '../../../core/accounts/assets/asset';
import type { ConfirmOutcome, ReservationStore } from '../../../core/accounts/assets/asset-store';
import { cents } from '../../../core/money/cents';
import { byCodePoint, type DialectName, forUpdate } from '../dialect';
import type { Database } from '../schema';
import { whole } from '../whole';

function rowToReservation(r: Selectable<Database['reservations']>): Reservation {
  return {
    id: r.id,
    assetId: r.asset_id,
    ownerUserId: r.owner_user_id,
    hirerId: r.hirer_id,
    from: r.from_day,
    to: r.to_day,
    days: r.days,
    amount: cents(r.amount),
    purpose: r.purpose,
    status: r.status as ReservationStatus,
    holdExpiresAt: r.hold_expires_at,
    paymentId: r.payment_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * `ReservationStore` on Kysely — no double booking. Whoever decides an asset's days (a hold, a
 * confirmation) first locks the asset's row: `FOR UPDATE` on PostgreSQL, so deciders of one
 * asset queue and each sees what the previous one committed (a bare "insert where no overlap"
 * would let two read-committed transactions both see none); on SQLite the unit of work's
 * `BEGIN IMMEDIATE` already admits one writer at a time. Only then is the overlap checked and
 * the row written. Days are inclusive `yyyy-mm-dd`, compared as text.
 */
export function kyselyReservationStore(db: Kysely<Database>, dialect: DialectName): ReservationStore {
  const lockAsset = (assetId: string) =>
    db
      .selectFrom('assets')
      .select('id')
      .where('id', '=', assetId)
      .$call(forUpdate(dialect))
      .executeTakeFirst();
  /** Reservations blocking any day of `range` at `now`: confirmed, or held and not lapsed. */
  const blockers = (range: DayRange, now: string) =>
    db
      .selectFrom('reservations')
      .selectAll()
      .where('from_day', '<=', range.to)
      .where('to_day', '>=', range.from)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'confirmed'),
          eb.and([eb('status', '=', 'pending_payment'), eb('hold_expires_at', '>', now)]),
        ]),
      );
  const get = async (id: string) => {
    const r = await db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? rowToReservation(r) : null;
  };
  return {
    async holdIfFree(r, now) {
      await lockAsset(r.assetId);
      const clash = await blockers(r, now).where('asset_id', '=', r.assetId).limit(1).executeTakeFirst();
      if (clash) return false;
      await db
        .insertInto('reservations')
        .values({
          id: r.id,
          asset_id: r.assetId,
          owner_user_id: r.ownerUserId,
          hirer_id: r.hirerId,
          from_day: r.from,
          to_day: r.to,
          days: whole(r.days, 'days'),
          amount: cents(r.amount),
          purpose: r.purpose,
          status: r.status,
          hold_expires_at: r.holdExpiresAt,
          payment_id: r.paymentId,
          created_at: r.createdAt,
          updated_at: r.updatedAt,
        })
        .execute();
      return true;
    },
    get,
    async confirm(reservationId, paymentId, at): Promise<ConfirmOutcome> {
      const r = await get(reservationId);
      if (r?.status !== 'pending_payment') return 'not_pending';
      await lockAsset(r.assetId);
      const clash = await blockers(r, at)
        .where('asset_id', '=', r.assetId)
        .where('id', '<>', r.id)
        .limit(1)
        .executeTakeFirst();
      if (clash) return 'overlap';
      const result = await db
        .updateTable('reservations')
        .set({ status: 'confirmed', payment_id: paymentId, updated_at: at })
        .where('id', '=', reservationId)
        .where('status', '=', 'pending_payment')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? 'confirmed' : 'not_pending';
    },
    async release(reservationId, at) {
      const result = await db
        .updateTable('reservations')
        .set({ status: 'released', updated_at: at })
        .where('id', '=', reservationId)
        .where('status', '=', 'pending_payment')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async blocking(assetIds, range, now) {
      if (assetIds.length === 0) return [];
      const rows = await blockers(range, now)
        .where('asset_id', 'in', [...assetIds])
        .orderBy(byCodePoint('asset_id', dialect))
        .orderBy('from_day')
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToReservation);
    },
    async forParty(userId) {
      const rows = await db
        .selectFrom('reservations')
        .selectAll()
        .where((eb) => eb.or([eb('hirer_id', '=', userId), eb('owner_user_id', '=', userId)]))
        .orderBy('created_at', 'desc')
        .orderBy(byCodePoint('id', dialect), 'desc')
        .execute();
      return rows.map(rowToReservation);
    },
  };
}
