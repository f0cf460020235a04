/**
 * Assets for hire on /smarthire (spec §2 protected route; §3 asset wizard: steps 1 to 4, asset
 * model and type, hire details, available assets; §7 orders: hire, reserve, pay). An owner
 * lists an asset of a type and model with its daily rate and the date windows it is available
 * in; a hirer reserves it for a run of whole days and pays. Dates are calendar days
 * (`YYYY-MM-DD`, inclusive ranges); money is paise (`Cents`, minor units of INR).
 */
import type { Cents } from '../../money/cents';

/** Asset types (ours: the farm and logistics equipment the Agrifields tenant's members hire). */
export const ASSET_TYPES = [
  'Tractor',
  'Combine Harvester',
  'Rotavator',
  'Seed Drill',
  'Power Tiller',
  'Sprayer',
  'Trailer',
  'Truck',
  'Forklift',
  'Agricultural Drone',
  'Cold Storage Unit',
  'Warehouse Space',
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** An inclusive range of calendar days. */
export interface DayRange {
  /** `YYYY-MM-DD`. */
  readonly from: string;
  /** `YYYY-MM-DD`, not before `from`. */
  readonly to: string;
}

export interface Asset {
  readonly id: string;
  readonly ownerUserId: string;
  readonly type: AssetType;
  /** Make and model as the owner names it ('Mahindra 575 DI'). */
  readonly model: string;
  readonly city: string;
  /** Per day, in paise. */
  readonly dailyRate: Cents;
  /** When the owner offers it; kept sorted and non-overlapping. */
  readonly availability: readonly DayRange[];
  /** ISO instant. */
  readonly createdAt: string;
}

/**
 * A reservation holds the asset's days while the hirer pays (`pending_payment`, until
 * `holdExpiresAt`); payment confirms it. A hold that lapses or whose payment is declined is
 * `released`. Confirmed and unexpired pending reservations block their days for everyone else.
 */
export type ReservationStatus = 'pending_payment' | 'confirmed' | 'released';

export interface Reservation extends DayRange {
  readonly id: string;
  readonly assetId: string;
  readonly ownerUserId: string;
  readonly hirerId: string;
  readonly days: number;
  /** days × daily rate, in paise. */
  readonly amount: Cents;
  readonly purpose: string;
  readonly status: ReservationStatus;
  /** ISO instant the hold lapses if unpaid. */
  readonly holdExpiresAt: string;
  readonly paymentId: string | null;
  /** ISO instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** How long a hold keeps the days while the hirer pays (ours). */
export const HOLD_MINUTES = 15;
/** The longest hire (ours): longer hires are leases, agreed by contract. */
export const MAX_HIRE_DAYS = 90;
