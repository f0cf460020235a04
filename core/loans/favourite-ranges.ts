/**
 * Favourite filters and the pool filters panel, without a schema (so the widgets can use it
 * without classic zod): which panel range a favourite's label fills, the ranges a favourite
 * stands for, and the favourite values a panel's complete ranges make (spec §7, §9: labels
 * loan amount, ltv, fico, tenure, debt to income; values integer [min, max]).
 */

/** A favourite's label (spec §9). */
export type FavouriteLabel = 'loan amount' | 'ltv' | 'fico' | 'tenure' | 'debt to income';

/** A panel range field. */
export type PanelRangeField = 'ficoRange' | 'ltvRange' | 'dtiRange' | 'tenureRange';

/** One saved value of a favourite. */
export interface FavouriteRangeValue {
  readonly label: FavouriteLabel;
  readonly value: readonly [number, number];
}

/** The panel range each label fills; the panel has no loan-amount range (spec §2), so none for it. */
export const PANEL_FIELD_OF_LABEL: Readonly<Record<FavouriteLabel, PanelRangeField | null>> = {
  'loan amount': null,
  ltv: 'ltvRange',
  fico: 'ficoRange',
  tenure: 'tenureRange',
  'debt to income': 'dtiRange',
};

const LABEL_OF_FIELD: Readonly<Record<PanelRangeField, FavouriteLabel>> = {
  ficoRange: 'fico',
  ltvRange: 'ltv',
  dtiRange: 'debt to income',
  tenureRange: 'tenure',
};

/** The panel ranges a favourite fills (labels the panel lacks are left out). */
export function favouriteRanges(
  values: readonly FavouriteRangeValue[],
): Partial<Record<PanelRangeField, readonly [number, number]>> {
  const out: Partial<Record<PanelRangeField, readonly [number, number]>> = {};
  for (const { label, value } of values) {
    const field = PANEL_FIELD_OF_LABEL[label];
    if (field) out[field] = value;
  }
  return out;
}

/** The favourite values of a panel's complete ranges, in the panel's order (FICO, LTV, DTI, tenure). */
export function favouriteValuesOf(
  ranges: Partial<Record<PanelRangeField, readonly [number, number]>>,
): FavouriteRangeValue[] {
  return (Object.keys(LABEL_OF_FIELD) as PanelRangeField[]).flatMap((field) => {
    const value = ranges[field];
    return value ? [{ label: LABEL_OF_FIELD[field], value: [value[0], value[1]] as const }] : [];
  });
}
