import type { GENERATION_TAPE_TYPES } from '../../validation/option-lists';
import type { CodeSet } from '../code-lists';
import type { PlatformField } from '../fields';

/**
 * A generated tape's layout is data: an ordered list of column headers, each read from a loan
 * in one of three ways — a platform field, a constant, or an attribute the loan kept from its
 * seller tape (looked up by any of the given names, whatever their case and spacing).
 */
export type TapeType = (typeof GENERATION_TAPE_TYPES)[number];

export type ColumnSource =
  | { readonly field: PlatformField }
  | { readonly constant: string }
  | { readonly attribute: string | readonly string[]; readonly default?: string };

export interface TapeLayout {
  readonly type: TapeType;
  /** How dates are written. */
  readonly dateStyle: 'iso' | 'us';
  /** Write enumerated values as codes of this set; absent: as labels. */
  readonly codeSet?: CodeSet;
  readonly columns: readonly (readonly [header: string, source: ColumnSource])[];
}

/** Shorthands that keep the layout tables readable. */
export const f = (field: PlatformField): ColumnSource => ({ field });
export const c = (constant: string): ColumnSource => ({ constant });
export const a = (attribute: string | readonly string[], fallback?: string): ColumnSource =>
  fallback === undefined ? { attribute } : { attribute, default: fallback };
