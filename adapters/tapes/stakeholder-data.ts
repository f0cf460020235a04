/**
 * The stakeholder data export (spec §7 stakeholderDataByLoanIds {loanIds, tapeName}, §9
 * stakeholder_data_{tape}.xlsx, §6 due diligence exports it): the chosen loans of one tape as
 * the platform holds them — `_id`, then every field in the platform's header style and every
 * column kept from the seller's tape — with borrower fields masked where the caller may not see
 * them. A loan that is unknown, invisible or on another tape is refused by id.
 */
import type { DomainError } from '../../core/errors/domain-error';
import { err, ok, type Result } from '../../core/errors/result';
import { stakeholderDataFileName } from '../../core/format/export-names';
import { presentLoans } from '../../core/loans/loan-views';
import { loanErrors } from '../../core/loans/loans.errors';
import { visibleLoansByIds } from '../../core/loans/visibility';
import type { Actor } from '../../core/permissions/actor';
import type { TradingDeps } from '../../core/ports/stores';
import { transact } from '../../core/ports/unit-of-work';
import { PLATFORM_MAPPING } from '../../core/tapes/mappings/platform-mapping';
import { renderTape } from '../../core/tapes/render-tape';
import { tapeFileErrors } from '../../core/tapes/tape-file.errors';
import { mayTakeOut } from '../../core/tapes/tape-loans';
import type { TapeSheet } from '../../core/tapes/tape-table';
import { writeXlsx } from '../spreadsheet/write-sheet';
import type { SheetFile } from './import-report-file';
import { CONTENT_TYPES } from './import-report-file';

/** At most this many loans in one export (the loans list's largest page, spec §9). */
export const MAX_STAKEHOLDER_LOANS = 500;

/** The loans `loanIds` (platform `_id`s) of `tapeName` as a sheet. */
export async function stakeholderData(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly tapeName: string; readonly loanIds: readonly string[] },
): Promise<Result<TapeSheet, DomainError>> {
  const may = mayTakeOut(actor, 'export_stakeholder_data');
  if (!may.ok) return may;
  if (input.loanIds.length > MAX_STAKEHOLDER_LOANS)
    return err(loanErrors.invalidInput([{ path: 'loanIds', message: `at most ${MAX_STAKEHOLDER_LOANS}` }]));
  const tapeName = input.tapeName.trim();
  return transact(deps.uow, async (s) => {
    const found = await visibleLoansByIds(s, actor, input.loanIds);
    if (!found.ok) return found;
    const elsewhere = found.value.filter((l) => l.tapeName !== tapeName).map((l) => l.id);
    if (elsewhere.length > 0) return err(loanErrors.loansNotFound(elsewhere));
    const loans = (await presentLoans(s, actor, found.value)).map((v) => v.loan);
    const sheet = renderTape(loans, PLATFORM_MAPPING);
    return ok({
      headers: ['_id', ...sheet.headers],
      rows: sheet.rows.map((cells, i) => [loans[i]!.id, ...cells]),
    });
  });
}

/** The export as stakeholder_data_{tape}.xlsx; nothing to export: 'No Records To Download'. */
export function stakeholderDataFile(tapeName: string, sheet: TapeSheet): Result<SheetFile, DomainError> {
  if (sheet.rows.length === 0) return err(tapeFileErrors.noRecords());
  return ok({
    fileName: stakeholderDataFileName(tapeName),
    contentType: CONTENT_TYPES.xlsx,
    bytes: writeXlsx(sheet, 'Stakeholder data'),
  });
}
