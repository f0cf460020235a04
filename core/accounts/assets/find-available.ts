/**
 * Step 3 of the hire wizard: the assets of the chosen type (and model, and city) that are
 * offered for every day of the hire and not blocked by another reservation. The caller's own
 * assets are left out — nobody hires from themselves.
 */
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { validate } from '../../validation/field-kit';
import type { AccountActor, DepsOf } from '../account-deps';
import type { Asset } from './asset';
import { AssetErrors } from './assets.errors';
import { covers, dayOf, daysIn } from './calendar-days';
import { availabilitySearch } from './hire-wizard';

/** An available asset with what the hire would cost. */
export interface AvailableAsset {
  readonly asset: Asset;
  readonly days: number;
  /** days × daily rate, in paise. */
  readonly amount: number;
}

/** The assets the caller can hire for the days asked. */
export async function findAvailableAssets(
  deps: DepsOf<'assets' | 'reservations'>,
  actor: AccountActor,
  input: unknown,
): Promise<Result<AvailableAsset[], DomainError>> {
  const parsed = validate(availabilitySearch, input, 'ASSET.INVALID');
  if (!parsed.ok) return parsed;
  const { asset_type, asset_model, city, from, to } = parsed.value;
  const now = deps.clock.now();
  if (from < dayOf(now)) return err(AssetErrors.inThePast());
  const range = { from, to };
  return transact(deps.uow, async (s) => {
    const candidates = (
      await s.assets.search({
        type: asset_type,
        model: asset_model || undefined,
        city: city || undefined,
        limit: 200,
      })
    ).filter((a) => a.ownerUserId !== actor.userId && a.availability.some((w) => covers(w, range)));
    const blocked = new Set(
      (
        await s.reservations.blocking(
          candidates.map((a) => a.id),
          range,
          now.toISOString(),
        )
      ).map((r) => r.assetId),
    );
    const days = daysIn(range);
    return ok(
      candidates
        .filter((a) => !blocked.has(a.id))
        .map((asset) => ({ asset, days, amount: days * asset.dailyRate })),
    );
  });
}
