/**
 * Assets for hire and reservations (spec §3 asset wizard: asset model and type, hire details,
 * available assets; §7 orders: hire, reserve, pay). Money is stored in paise and spoken in
 * rupees with two decimals; days are `YYYY-MM-DD`, inclusive.
 */
import { z } from '@hono/zod-openapi';
import type { Asset, Reservation } from '../../../../core/accounts/assets/asset';
import type { AvailableAsset } from '../../../../core/accounts/assets/find-available';
import { type Cents, toDollars } from '../../../../core/money/cents';

const days = z.object({ from: z.string(), to: z.string() });

export const AssetSchema = z
  .object({
    _id: z.string(),
    owner_id: z.string(),
    asset_type: z.string(),
    asset_model: z.string(),
    city: z.string(),
    daily_rate: z.number().openapi({ description: 'Rupees a day.' }),
    availability: z.array(days),
    createdAt: z.string(),
  })
  .openapi('Asset');

export const AvailableAssetSchema = z
  .object({
    asset: AssetSchema,
    days: z.number().int(),
    amount: z.number().openapi({ description: 'Rupees.' }),
  })
  .openapi('AvailableAsset');

export const ReservationSchema = z
  .object({
    _id: z.string(),
    asset_id: z.string(),
    owner_id: z.string(),
    hirer_id: z.string(),
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
    amount: z.number().openapi({ description: 'Rupees.' }),
    purpose: z.string(),
    status: z.enum(['pending_payment', 'confirmed', 'released']),
    holdExpiresAt: z.string(),
    payment_id: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Reservation');

export function assetDto(a: Asset): z.input<typeof AssetSchema> {
  return {
    _id: a.id,
    owner_id: a.ownerUserId,
    asset_type: a.type,
    asset_model: a.model,
    city: a.city,
    daily_rate: toDollars(a.dailyRate),
    availability: a.availability.map((r) => ({ from: r.from, to: r.to })),
    createdAt: a.createdAt,
  };
}

export function availableDto(a: AvailableAsset): z.input<typeof AvailableAssetSchema> {
  return { asset: assetDto(a.asset), days: a.days, amount: toDollars(a.amount as Cents) };
}

export function reservationDto(r: Reservation): z.input<typeof ReservationSchema> {
  return {
    _id: r.id,
    asset_id: r.assetId,
    owner_id: r.ownerUserId,
    hirer_id: r.hirerId,
    from: r.from,
    to: r.to,
    days: r.days,
    amount: toDollars(r.amount),
    purpose: r.purpose,
    status: r.status,
    holdExpiresAt: r.holdExpiresAt,
    payment_id: r.paymentId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
