/**
 * The four steps of a hire request (spec §3 asset wizard: steps 1 to 4 — asset model and type,
 * hire details, available assets, confirm). Each step's schema checks what the step adds; the
 * widget keeps the answers and the server checks them all again at confirmation
 * (`confirmHire`). Step 3's choices come from `findAvailableAssets`.
 */
import { z } from 'zod';
import { requiredText } from '../../validation/field-kit';
import { ASSET_TYPES, MAX_HIRE_DAYS } from './asset';
import { ASSET_TEXT as T } from './assets.errors';
import { daysIn, isCalendarDay } from './calendar-days';

export const HIRE_STEPS = ['model-and-type', 'hire-details', 'available-assets', 'confirm'] as const;
export type HireStep = (typeof HIRE_STEPS)[number];

const day = z.string().trim().refine(isCalendarDay, T.invalidDay);

/** Step 1: the type, and optionally one model of it. */
export const modelAndTypeStep = z.object({
  asset_type: z.enum(ASSET_TYPES, { error: T.assetType }),
  asset_model: z.string().trim().max(100).optional(),
});

/** The days of a hire: inclusive, `to` not before `from`, at most 90 days. */
export const hireDays = z
  .object({ from: day, to: day })
  .refine((h) => h.to >= h.from, { path: ['to'], error: T.endBeforeStart })
  .refine((h) => h.to < h.from || daysIn(h) <= MAX_HIRE_DAYS, { path: ['to'], error: T.tooLong });

/** Where the hirer wants the asset (any city when absent). */
const where = z.object({ city: z.string().trim().max(100).optional() });

/** Step 2: the days, where, and what for. */
export const hireDetailsStep = z.intersection(
  hireDays,
  where.extend({ purpose: requiredText(T.purposeRequired).max(500, T.purposeRequired) }),
);

/** The search behind step 3: steps 1 and 2 without the purpose. */
export const availabilitySearch = z.intersection(modelAndTypeStep.extend(where.shape), hireDays);

/** Step 3: the asset chosen from the available ones. */
export const availableAssetStep = z.object({
  asset_id: z.string({ error: T.chooseAsset }).trim().min(1, T.chooseAsset).max(200),
});

/** Step 4 (confirm) sends steps 2 and 3 together. */
export const confirmHireInput = z.intersection(hireDetailsStep, availableAssetStep);

/** The step after `step`, or null after confirm. */
export function nextHireStep(step: HireStep): HireStep | null {
  return HIRE_STEPS[HIRE_STEPS.indexOf(step) + 1] ?? null;
}
