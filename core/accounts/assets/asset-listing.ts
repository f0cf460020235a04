/**
 * Owners list assets for hire and say when they are available. Listing is for business admins
 * and sellers (spec §6 "admin or seller"), who hire out their business's equipment; only an
 * asset's owner changes its availability (others: not_found).
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { parseDollars } from '../../money/cents';
import { isAdminOrSeller } from '../../permissions/roles';
import { transact } from '../../ports/unit-of-work';
import { requiredText, shortText, validate } from '../../validation/field-kit';
import type { AccountActor, DepsOf } from '../account-deps';
import { ASSET_TYPES, type Asset } from './asset';
import { AssetErrors, ASSET_TEXT as T } from './assets.errors';
import { isCalendarDay, mergeRanges } from './calendar-days';

type Deps = DepsOf<'assets'>;
type Done<T> = Promise<Result<T, DomainError>>;

const day = z.string().trim().refine(isCalendarDay, T.invalidDay);
/** One window of availability: two real days, the end not before the start. */
export const availabilityWindow = z
  .object({ from: day, to: day })
  .refine((r) => r.to >= r.from, { path: ['to'], error: T.endBeforeStart });
const range = availabilityWindow;

export const registerAssetSchema = z.object({
  asset_type: z.enum(ASSET_TYPES, { error: T.assetType }),
  asset_model: requiredText(T.modelRequired).max(100, T.modelRequired),
  city: requiredText(T.cityRequired).max(100, T.cityRequired),
  /** Rupees per day, as typed. */
  daily_rate: z.union([z.number(), z.string()]).transform((v, ctx) => {
    const paise = parseDollars(v);
    if (paise === null || paise <= 0) {
      ctx.addIssue({ code: 'custom', message: T.dailyRate });
      return z.NEVER;
    }
    return paise;
  }),
  availability: z.array(range).max(50).default([]),
});

/** Lists an asset for hire → 'Asset added'. */
export async function registerAsset(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string; asset: Asset }> {
  if (!isAdminOrSeller(actor.role)) return err(AssetErrors.notOwnerRole());
  const parsed = validate(registerAssetSchema, input, 'ASSET.INVALID');
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  return transact(deps.uow, async (s) => {
    const asset: Asset = {
      id: deps.ids.next(),
      ownerUserId: actor.userId,
      type: v.asset_type,
      model: v.asset_model,
      city: v.city,
      dailyRate: v.daily_rate,
      availability: mergeRanges(v.availability),
      createdAt: deps.clock.now().toISOString(),
    };
    await s.assets.insert(asset);
    return ok({ message: T.assetAdded, asset });
  });
}

/** The assets the caller listed, oldest first (anyone may ask: most have none). */
export async function myAssets(deps: Deps, actor: AccountActor): Done<Asset[]> {
  return ok(await deps.uow.run((s) => s.assets.ownedBy(actor.userId)));
}

/** Replaces an owned asset's availability windows → 'Updated Successfully'. */
export async function setAssetAvailability(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string; asset: Asset }> {
  const schema = z.object({
    asset_id: shortText(),
    availability: z.array(range).max(50),
  });
  const parsed = validate(schema, input, 'ASSET.INVALID');
  if (!parsed.ok) return parsed;
  return transact(deps.uow, async (s) => {
    const asset = await s.assets.get(parsed.value.asset_id);
    if (!asset || asset.ownerUserId !== actor.userId) return err(AssetErrors.assetNotFound());
    const availability = mergeRanges(parsed.value.availability);
    if (!(await s.assets.setAvailability(asset.id, availability))) return err(AssetErrors.assetNotFound());
    return ok({ message: MESSAGES.updatedSuccessfully, asset: { ...asset, availability } });
  });
}
