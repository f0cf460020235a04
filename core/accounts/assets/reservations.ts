/**
 * What hirers and owners see of reservations: their own, as hirer or as owner. A reservation
 * belongs to those two people only; anyone else is told it does not exist.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { shortText } from '../../validation/field-kit';
import type { AccountActor, DepsOf } from '../account-deps';
import type { Reservation } from './asset';
import { AssetErrors } from './assets.errors';

type Deps = DepsOf<'reservations'>;

/** The caller's reservations, as hirer and as owner, newest first. */
export async function myReservations(
  deps: Deps,
  actor: AccountActor,
): Promise<Result<{ hired: Reservation[]; hiredOut: Reservation[] }, DomainError>> {
  const all = await deps.uow.run((s) => s.reservations.forParty(actor.userId));
  return ok({
    hired: all.filter((r) => r.hirerId === actor.userId),
    hiredOut: all.filter((r) => r.ownerUserId === actor.userId),
  });
}

/** One reservation the caller hired or hires out. */
export async function viewReservation(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Promise<Result<Reservation, DomainError>> {
  const parsed = z.object({ reservation_id: shortText() }).safeParse(input);
  if (!parsed.success) return err(AssetErrors.reservationNotFound());
  const r = await deps.uow.run((s) => s.reservations.get(parsed.data.reservation_id));
  return r && (r.hirerId === actor.userId || r.ownerUserId === actor.userId)
    ? ok(r)
    : err(AssetErrors.reservationNotFound());
}
