import type { Asset, AssetType, DayRange, Reservation } from './asset';

/** Assets as owners list them and hirers search them. */
export interface AssetStore {
  insert(asset: Asset): Promise<void>;
  get(assetId: string): Promise<Asset | null>;
  /** Replaces the asset's availability; false when the asset does not exist. */
  setAvailability(assetId: string, availability: readonly DayRange[]): Promise<boolean>;
  /** The assets a user listed, oldest first. */
  ownedBy(ownerUserId: string): Promise<Asset[]>;
  /** Assets of a type (and model, and city, when given), oldest first, at most `limit`. */
  search(query: { type: AssetType; model?: string; city?: string; limit: number }): Promise<Asset[]>;
}

export type ConfirmOutcome = 'confirmed' | 'not_pending' | 'overlap';

/**
 * Reservations. The two writes that decide who gets an asset's days are atomic checks-and-sets,
 * so two hirers racing for overlapping days can never both hold or confirm them. A reservation
 * *blocks* its days while it is confirmed, or pending with a hold that has not lapsed at `now`.
 */
export interface ReservationStore {
  /** Inserts the pending reservation only if no blocking reservation of the asset overlaps its days. */
  holdIfFree(reservation: Reservation, now: string): Promise<boolean>;
  get(reservationId: string): Promise<Reservation | null>;
  /**
   * Confirms a pending reservation with its payment: 'not_pending' when it is not pending any
   * more, 'overlap' when its hold lapsed and another reservation now blocks its days.
   */
  confirm(reservationId: string, paymentId: string, at: string): Promise<ConfirmOutcome>;
  /** Releases a pending reservation; false when it is not pending. */
  release(reservationId: string, at: string): Promise<boolean>;
  /** Reservations of the assets that block any day of `range` at `now`. */
  blocking(assetIds: readonly string[], range: DayRange, now: string): Promise<Reservation[]>;
  /** Reservations where the user is the hirer or the owner, newest first. */
  forParty(userId: string): Promise<Reservation[]>;
}
