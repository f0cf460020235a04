/**
 * Step 4 of the hire wizard: confirm → a reservation (spec §7 orders: hire, reserve, pay).
 * Three phases, so a payment provider call never runs inside a database transaction:
 *   1. hold the days — `holdIfFree` refuses if any blocking reservation overlaps them;
 *   2. charge through the `PaymentGateway`, keyed by the reservation (retries charge once);
 *   3. confirm — compare-and-set; a declined payment releases the hold instead.
 * Two hirers racing for overlapping days: one holds, the other is told the days were just
 * booked. The owner is told of a confirmed hire through the outbox.
 */
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { cents } from '../../money/cents';
import { transact } from '../../ports/unit-of-work';
import { validate } from '../../validation/field-kit';
import type { AccountActor, DepsOf } from '../account-deps';
import { HOLD_MINUTES, type Reservation } from './asset';
import { ASSET_TEXT, AssetErrors } from './assets.errors';
import { covers, dayOf, daysIn } from './calendar-days';
import { confirmHireInput } from './hire-wizard';
import type { PaymentGateway } from './payment-gateway';

type Deps = DepsOf<'assets' | 'reservations' | 'outbox'> & { readonly payments: PaymentGateway };

/** Holds, pays for and confirms a hire → 'Your hire is confirmed' and the reservation. */
export async function confirmHire(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Promise<Result<{ message: string; reservation: Reservation }, DomainError>> {
  const parsed = validate(confirmHireInput, input, 'ASSET.INVALID');
  if (!parsed.ok) return parsed;
  const { asset_id, from, to, purpose } = parsed.value;
  const started = deps.clock.now();
  if (from < dayOf(started)) return err(AssetErrors.inThePast());

  const held = await transact(deps.uow, async (s) => {
    const asset = await s.assets.get(asset_id);
    if (!asset) return err(AssetErrors.assetNotFound());
    if (asset.ownerUserId === actor.userId) return err(AssetErrors.ownAsset());
    if (!asset.availability.some((w) => covers(w, { from, to }))) return err(AssetErrors.notAvailable());
    const now = started.toISOString();
    const days = daysIn({ from, to });
    const reservation: Reservation = {
      id: deps.ids.next(),
      assetId: asset.id,
      ownerUserId: asset.ownerUserId,
      hirerId: actor.userId,
      from,
      to,
      days,
      amount: cents(days * asset.dailyRate),
      purpose,
      status: 'pending_payment',
      holdExpiresAt: new Date(started.getTime() + HOLD_MINUTES * 60_000).toISOString(),
      paymentId: null,
      createdAt: now,
      updatedAt: now,
    };
    return (await s.reservations.holdIfFree(reservation, now))
      ? ok(reservation)
      : err(AssetErrors.alreadyBooked());
  });
  if (!held.ok) return held;
  const reservation = held.value;

  const outcome = await deps.payments.charge({
    idempotencyKey: `reservation:${reservation.id}`,
    amount: reservation.amount,
    currency: 'INR',
    description: `Hire of asset ${reservation.assetId} from ${from} to ${to}`,
    payerId: actor.userId,
  });
  const at = deps.clock.now().toISOString();
  if (outcome.status === 'declined') {
    await deps.uow.run((s) => s.reservations.release(reservation.id, at));
    return err(AssetErrors.paymentDeclined({ reason: outcome.reason }));
  }
  const settled = await transact(
    deps.uow,
    async (s): Promise<Result<{ message: string; reservation: Reservation }, DomainError>> => {
      const confirmed = await s.reservations.confirm(reservation.id, outcome.paymentId, at);
      // The hold lapsed during payment and someone else took the days: the payment is refunded below.
      if (confirmed !== 'confirmed') return err(AssetErrors.alreadyBooked({ paymentId: outcome.paymentId }));
      await s.outbox.enqueue({
        id: deps.ids.next(),
        channel: 'notification',
        to: reservation.ownerUserId,
        subject: 'Your asset has been hired',
        body: `Your asset is hired from ${from} to ${to}.`,
        notificationType: 'assetHired',
        data: { reservationId: reservation.id, assetId: reservation.assetId },
        createdAt: at,
      });
      return ok({
        message: ASSET_TEXT.hireConfirmed,
        reservation: { ...reservation, status: 'confirmed', paymentId: outcome.paymentId, updatedAt: at },
      });
    },
  );
  if (settled.ok || settled.error.code !== AssetErrors.alreadyBooked().code) return settled;
  // The hire failed after the charge: give the money back (at most once per payment, so a retry
  // of this call never refunds twice), and say so in the refusal.
  const { refundId } = await deps.payments.refund(outcome.paymentId);
  return err(AssetErrors.alreadyBooked({ paymentId: outcome.paymentId, refundId }));
}
