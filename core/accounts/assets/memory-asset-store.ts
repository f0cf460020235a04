import type { MemoryDb } from '../../testing/memory-db';
import type { Asset, DayRange, Reservation } from './asset';
import type { AssetStore, ReservationStore } from './asset-store';
import { overlaps } from './calendar-days';

/** In-memory `AssetStore`. */
export function memoryAssetStore(db: MemoryDb): AssetStore {
  const assets = db.table<Asset>('assets');
  return {
    async insert(asset) {
      if (assets.has(asset.id)) throw new Error(`duplicate asset id ${asset.id}`);
      assets.put(asset.id, asset);
    },
    async get(assetId) {
      return assets.get(assetId) ?? null;
    },
    async setAvailability(assetId, availability) {
      const asset = assets.get(assetId);
      if (!asset) return false;
      assets.put(assetId, { ...asset, availability: [...availability] });
      return true;
    },
    async ownedBy(ownerUserId) {
      return assets
        .all()
        .filter((a) => a.ownerUserId === ownerUserId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },
    async search({ type, model, city, limit }) {
      const lower = (s: string) => s.toLowerCase();
      return assets
        .all()
        .filter((a) => a.type === type && (model === undefined || lower(a.model) === lower(model)))
        .filter((a) => city === undefined || lower(a.city) === lower(city))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
        .slice(0, limit);
    },
  };
}

const blocks = (r: Reservation, now: string) =>
  r.status === 'confirmed' || (r.status === 'pending_payment' && r.holdExpiresAt > now);

/** In-memory `ReservationStore`; each check-and-set runs inside one (serialised) transaction. */
export function memoryReservationStore(db: MemoryDb): ReservationStore {
  const rows = db.table<Reservation>('reservations');
  const blockers = (assetId: string, range: DayRange, now: string, except?: string) =>
    rows
      .all()
      .filter((r) => r.assetId === assetId && r.id !== except && blocks(r, now) && overlaps(r, range));
  return {
    async holdIfFree(reservation, now) {
      if (rows.has(reservation.id)) throw new Error(`duplicate reservation id ${reservation.id}`);
      if (blockers(reservation.assetId, reservation, now).length > 0) return false;
      rows.put(reservation.id, reservation);
      return true;
    },
    async get(reservationId) {
      return rows.get(reservationId) ?? null;
    },
    async confirm(reservationId, paymentId, at) {
      const r = rows.get(reservationId);
      if (r?.status !== 'pending_payment') return 'not_pending';
      if (blockers(r.assetId, r, at, r.id).length > 0) return 'overlap';
      rows.put(reservationId, { ...r, status: 'confirmed', paymentId, updatedAt: at });
      return 'confirmed';
    },
    async release(reservationId, at) {
      const r = rows.get(reservationId);
      if (r?.status !== 'pending_payment') return false;
      rows.put(reservationId, { ...r, status: 'released', updatedAt: at });
      return true;
    },
    async blocking(assetIds, range, now) {
      return assetIds.flatMap((id) => blockers(id, range, now));
    },
    async forParty(userId) {
      return rows
        .all()
        .filter((r) => r.hirerId === userId || r.ownerUserId === userId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    },
  };
}
