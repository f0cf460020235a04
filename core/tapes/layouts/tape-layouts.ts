import { GENERATION_TAPE_TYPES } from '../../validation/option-lists';
import { ASF_LAYOUT, SDE_LAYOUT } from './asf-layouts';
import type { TapeLayout, TapeType } from './layout';
import { ATR_QM_LAYOUT, BUSINESS_PURPOSE_LAYOUT, VALUATION_LAYOUT } from './review-layouts';
import { ERESI_LAYOUT, NEWREZ_LAYOUT } from './servicing-layouts';

/**
 * One layout per tape type of spec §9. The spec lists seven names and says "six report
 * types"; every listed name gets a layout, none is guessed away.
 */
export const TAPE_LAYOUTS: Readonly<Record<TapeType, TapeLayout>> = {
  ASF: ASF_LAYOUT,
  'Supplemental Data Extract (SDE)': SDE_LAYOUT,
  'Business Purpose Supplement': BUSINESS_PURPOSE_LAYOUT,
  'Valuation Report': VALUATION_LAYOUT,
  'ATR OR QM Report': ATR_QM_LAYOUT,
  'eResi Standard 1': ERESI_LAYOUT,
  newRez: NEWREZ_LAYOUT,
};

/** The tape types, in the spec's order. */
export const TAPE_TYPES: readonly TapeType[] = GENERATION_TAPE_TYPES;

// "Supplemental Data Extract (SDE)" is also known by its name alone and by its abbreviation.
function namesOf(type: TapeType): string[] {
  const m = /^(.*?)\s*\((.+)\)$/.exec(type);
  return (m ? [type, m[1]!, m[2]!] : [type]).map((n) => n.toLowerCase());
}

/** Accepts a tape type as a client may spell it: any case, or "SDE" / "Supplemental Data Extract" for the extract. */
export function parseTapeType(text: string): TapeType | null {
  const wanted = text.trim().toLowerCase();
  return TAPE_TYPES.find((t) => namesOf(t).includes(wanted)) ?? null;
}
