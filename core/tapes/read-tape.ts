import type { DomainError } from '../errors/domain-error';
import { ok, type Result } from '../errors/result';
import { type ColumnPlan, planColumns } from './column-plan';
import { type EditResult, runEdits } from './edits/run-edits';
import { type FieldMapping, withOverride } from './mapping';
import { detectMapping } from './mappings/built-in';
import type { TapeTable } from './tape-table';

/**
 * From a sheet to loan drafts: choose the mapping (the given one, else the built-in that
 * recognises the most headers; a user's saved mapping is laid over it), match the columns,
 * run the edits. This is what the import use case calls between reading the file and
 * writing the loans in one transaction.
 */
export interface TapeReading extends EditResult {
  readonly plan: ColumnPlan;
}

export interface ReadTapeOptions {
  /** A built-in or saved mapping to use instead of detecting one. */
  readonly mapping?: FieldMapping;
  /** The user's saved mapping (spec §7 getUserFieldMapping), laid over the chosen one. */
  readonly userMapping?: FieldMapping;
}

/** Reads a sheet into drafts and an edit report; a tape missing a required column is refused. */
export function readTape(table: TapeTable, options: ReadTapeOptions = {}): Result<TapeReading, DomainError> {
  const plan = planTape(table.headers, options);
  if (!plan.ok) return plan;
  return ok({ plan: plan.value, ...runEdits(table, plan.value) });
}

/** The column plan `readTape` uses for a sheet with these headers (for a sheet read in parts, see `editRunner`). */
export function planTape(
  headers: readonly string[],
  options: ReadTapeOptions = {},
): Result<ColumnPlan, DomainError> {
  const base = options.mapping ?? detectMapping(headers);
  const mapping = options.userMapping ? withOverride(base, options.userMapping) : base;
  return planColumns(headers, mapping);
}
