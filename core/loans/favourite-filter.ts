import { z } from 'zod';
import type { LoanSearchInput } from './loan-filters';

/**
 * Favourite filters (spec §7 "favourite filters (name, value list of label/value)"): a user
 * saves a named set of ranges and applies it later. Spec §9 limits the filters eligible as
 * favourites to loan amount, ltv, fico, tenure and debt to income — those are the labels; each
 * value is an integer [min, max] pair like the §3 filter ranges (loan amount in whole dollars).
 */
export const FAVOURITE_FILTER_LABELS = ['loan amount', 'ltv', 'fico', 'tenure', 'debt to income'] as const;

export type FavouriteFilterLabel = (typeof FAVOURITE_FILTER_LABELS)[number];

export interface FavouriteFilterValue {
  readonly label: FavouriteFilterLabel;
  readonly value: readonly [number, number];
}

export interface FavouriteFilter {
  readonly id: string;
  readonly userId: string;
  /** Unique per user; saving under an existing name replaces that favourite's values. */
  readonly name: string;
  readonly values: readonly FavouriteFilterValue[];
  /** ISO instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Longest favourite name accepted (it is shown in a drop-down). */
export const FAVOURITE_NAME_MAX = 60;

/** What a user sends to save a favourite. */
export const favouriteFilterInputSchema = z.object({
  name: z.string().trim().min(1).max(FAVOURITE_NAME_MAX),
  values: z
    .array(
      z.object({
        label: z.enum(FAVOURITE_FILTER_LABELS),
        value: z.tuple([z.number().int(), z.number().int()]).refine(([min, max]) => min <= max, {
          message: 'the lower end must not exceed the upper end',
        }),
      }),
    )
    .min(1)
    .refine((values) => new Set(values.map((v) => v.label)).size === values.length, {
      message: 'each filter may appear once',
    }),
});

export type FavouriteFilterInput = z.input<typeof favouriteFilterInputSchema>;

const SEARCH_FIELD: Record<FavouriteFilterLabel, keyof LoanSearchInput> = {
  'loan amount': 'amountRange',
  ltv: 'ltvRange',
  fico: 'ficoRange',
  tenure: 'tenureRange',
  'debt to income': 'dtiRange',
};

/** The search input a favourite stands for (to merge into a search or show in the filter panel). */
export function favouriteToSearchInput(values: readonly FavouriteFilterValue[]): LoanSearchInput {
  const input: Record<string, readonly [number, number]> = {};
  for (const { label, value } of values) input[SEARCH_FIELD[label]] = value;
  return input as LoanSearchInput;
}
