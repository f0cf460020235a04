/**
 * Field comparison (spec §7 compareFieldData {loan_id, tapeName}, §3 rows of fieldName,
 * dataValue, generatedValue, matched Yes/No; export compare_fields_{loan}_{tape}.xlsx; `ispz
 * tape compare`): what the seller's tape says about one loan — the loan as imported, every
 * mapped field in the platform's header style plus every column the platform kept verbatim —
 * against the generated tape of the chosen type (ASF unless given). The pairing and matching
 * rules are core's (`compareFields`).
 */
import type { DomainError } from '../../core/errors/domain-error';
import { ok, type Result } from '../../core/errors/result';
import { compareFieldsFileName } from '../../core/format/export-names';
import type { Loan } from '../../core/loans/loan';
import type { Actor } from '../../core/permissions/actor';
import type { TradingDeps } from '../../core/ports/stores';
import {
  compareFields,
  type FieldComparisonRow,
  fieldComparisonSheet,
} from '../../core/tapes/compare-fields';
import { generateTape } from '../../core/tapes/generate-tape';
import { sheetRecords, tapeTypeOf } from '../../core/tapes/generated-tapes';
import type { TapeType } from '../../core/tapes/layouts/layout';
import { PLATFORM_MAPPING } from '../../core/tapes/mappings/platform-mapping';
import { renderTape } from '../../core/tapes/render-tape';
import { mayTakeOut, visibleTapeLoan } from '../../core/tapes/tape-loans';
import { writeXlsx } from '../spreadsheet/write-sheet';
import type { SheetFile } from './import-report-file';
import { CONTENT_TYPES } from './import-report-file';

export interface LoanComparison {
  readonly loan: Loan;
  readonly type: TapeType;
  readonly rows: FieldComparisonRow[];
}

/** Compares one loan's seller values with its generated tape of `reportType` (ASF by default). */
export async function compareLoanFields(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly tapeName: string; readonly loanNumber: string; readonly reportType?: string },
): Promise<Result<LoanComparison, DomainError>> {
  const may = mayTakeOut(actor, 'compare_fields');
  if (!may.ok) return may;
  const type = tapeTypeOf(input.reportType);
  if (!type.ok) return type;
  const loan = await visibleTapeLoan(deps, actor, input.tapeName.trim(), input.loanNumber);
  if (!loan.ok) return loan;
  const [seller] = sheetRecords(renderTape([loan.value], PLATFORM_MAPPING));
  const [generated] = sheetRecords(generateTape([loan.value], type.value));
  return ok({ loan: loan.value, type: type.value, rows: compareFields(seller!, generated!) });
}

/** The comparison as compare_fields_{loan}_{tape}.xlsx. */
export function comparisonFile(comparison: LoanComparison): SheetFile {
  return {
    fileName: compareFieldsFileName(comparison.loan.loanNumber, comparison.loan.tapeName),
    contentType: CONTENT_TYPES.xlsx,
    bytes: writeXlsx(fieldComparisonSheet(comparison.rows), 'Compare fields'),
  };
}
