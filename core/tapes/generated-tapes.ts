/**
 * Generated tapes (spec §9 tape types; §7 loan_tape_gen_report {loantape_name, report_type} →
 * data.report_data.loans, storeTape_Response {loan_id, tapeName} → rows of fieldName, key,
 * value; `ispz tape report`): a layout of core/tapes applied to the loans the caller can see.
 * The ASF report needs the ASF capability, every other type the tape-generation one. Generated
 * on each call from the loans as they are now, so nothing stale is ever handed out.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Loan } from '../loans/loan';
import type { Actor } from '../permissions/actor';
import type { TradingDeps } from '../ports/stores';
import { generateTape, storeTapeResponseRows, type TapeResponseRow } from './generate-tape';
import type { TapeType } from './layouts/layout';
import { parseTapeType, TAPE_TYPES } from './layouts/tape-layouts';
import { tapeFileErrors } from './tape-file.errors';
import { type ExportProgress, mayTakeOut, visibleTapeLoan, visibleTapeLoans } from './tape-loans';
import type { TapeCell, TapeSheet } from './tape-table';

/** A tape type as a client spells it ('asf', 'SDE', 'newRez' …), or the 400 naming the known ones. */
export function tapeTypeOf(text: string | undefined): Result<TapeType, DomainError> {
  const type = parseTapeType(text ?? 'ASF');
  return type ? ok(type) : err(tapeFileErrors.unknownTapeType(text ?? '', TAPE_TYPES));
}

function allowed(actor: Actor, type: TapeType): Result<void, DomainError> {
  return mayTakeOut(actor, type === 'ASF' ? 'asf_report' : 'generate_tapes');
}

export interface GeneratedTape {
  readonly tapeName: string;
  readonly type: TapeType;
  readonly sheet: TapeSheet;
}

/** The whole tape `tapeName` in the layout of `reportType`. */
export async function generatedTape(
  deps: TradingDeps,
  actor: Actor,
  input: {
    readonly tapeName: string;
    readonly reportType: string;
    /** Hears loans read page by page, then the rendered sheet (see `ExportProgress`). */
    readonly onProgress?: (progress: ExportProgress) => void;
  },
): Promise<Result<GeneratedTape, DomainError>> {
  const type = tapeTypeOf(input.reportType);
  if (!type.ok) return type;
  const may = allowed(actor, type.value);
  if (!may.ok) return may;
  const loans = await visibleTapeLoans(deps, actor, input.tapeName.trim(), {}, input.onProgress);
  if (!loans.ok) return loans;
  const sheet = generateTape(loans.value, type.value);
  input.onProgress?.({ stage: 'render', done: sheet.rows.length, total: sheet.rows.length });
  return ok({ tapeName: input.tapeName.trim(), type: type.value, sheet });
}

/** One loan's generated tape as field/key/value rows. */
export async function tapeResponse(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly tapeName: string; readonly loanNumber: string; readonly reportType?: string },
): Promise<Result<{ loan: Loan; type: TapeType; rows: TapeResponseRow[] }, DomainError>> {
  const type = tapeTypeOf(input.reportType);
  if (!type.ok) return type;
  const may = allowed(actor, type.value);
  if (!may.ok) return may;
  const loan = await visibleTapeLoan(deps, actor, input.tapeName.trim(), input.loanNumber);
  if (!loan.ok) return loan;
  return ok({ loan: loan.value, type: type.value, rows: storeTapeResponseRows(loan.value, type.value) });
}

/** A sheet's rows as records keyed by header (the `report_data.loans` of the spec). */
export function sheetRecords(sheet: TapeSheet): Record<string, TapeCell>[] {
  return sheet.rows.map((cells) => Object.fromEntries(sheet.headers.map((h, i) => [h, cells[i] ?? null])));
}

/** Response rows as a sheet (for the .xlsx download). */
export function responseRowsSheet(rows: readonly TapeResponseRow[]): TapeSheet {
  return { headers: ['fieldName', 'key', 'value'], rows: rows.map((r) => [r.fieldName, r.key, r.value]) };
}
