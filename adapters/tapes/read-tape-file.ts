/**
 * The first half of an import, which writes nothing: the file's bytes → a bounded parse
 * (`readSheet`: extension and content agree, ZIP guard, row and column caps) → the column
 * mapping (detected, or chosen by name) → the staged edits (`readTape`) → loan drafts and the
 * edit report, with the content hash that makes a re-import recognisable.
 *
 * A loan number repeated in one tape is a quality edit (Q005), but a tape holds each loan number
 * once: the first row with it is imported, flagged Q005, and the later ones are left out (the
 * report lists each of them under Q005).
 */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { DomainError } from '../../core/errors/domain-error';
import { err, ok, type Result } from '../../core/errors/result';
import type { LoanDraft } from '../../core/loans/loan-draft';
import type { Actor } from '../../core/permissions/actor';
import { requireCapability } from '../../core/permissions/capabilities';
import type { EditFinding } from '../../core/tapes/edits/edit-catalogue';
import type { LoanDraft as TapeDraft } from '../../core/tapes/loan-draft';
import { readTape } from '../../core/tapes/read-tape';
import type { SpreadsheetLimits } from '../spreadsheet/limits';
import { readSheet, type SheetProgress } from '../spreadsheet/read-sheet';
import { mappingOptions } from './field-mappings';
import { tapeFileErrors } from './tape-file.errors';
import type { TapeDeps } from './tape-file-services';

export interface TapeFileInput {
  readonly tapeName: string;
  /** The file's name (a path is reduced to its last part); its extension decides how it is read. */
  readonly fileName: string;
  readonly bytes: Buffer;
  /** A saved mapping of the importing lender, or a built-in one (platform, asf, hmda). */
  readonly mappingName?: string | undefined;
  readonly limits?: SpreadsheetLimits;
  /** Hears how far the sheet is read (`readSheet`'s check, parse and rows stages), for progress bars. */
  readonly onProgress?: ((progress: SheetProgress) => void) | undefined;
}

/** A tape file read and checked, ready to be written. */
export interface TapeFileReading {
  readonly tapeName: string;
  readonly fileName: string;
  readonly bytes: Buffer;
  /** SHA-256 of the bytes, hex (also the name of the file's blob). */
  readonly contentHash: string;
  /** The mapping the columns were read with. */
  readonly mappingName: string;
  /** Data rows in the sheet. */
  readonly rows: number;
  readonly drafts: readonly LoanDraft[];
  readonly rejected: number;
  /** Imported rows carrying quality flags. */
  readonly flagged: number;
  /** Sheet rows left out because an earlier row has the same loan number. */
  readonly repeatedRows: readonly number[];
  readonly findings: readonly EditFinding[];
}

/** Reads and checks a tape file for `actor` (who must be allowed to import tapes). */
export async function readTapeFile(
  deps: Pick<TapeDeps, 'trading' | 'fieldMappings'>,
  actor: Actor,
  input: TapeFileInput,
): Promise<Result<TapeFileReading, DomainError>> {
  const tapeName = input.tapeName.trim();
  if (tapeName === '') return err(tapeFileErrors.tapeRequired());
  if (input.bytes.length === 0 || input.fileName.trim() === '') return err(tapeFileErrors.fileRequired());
  const allowed = requireCapability(actor, 'import_tape');
  if (!allowed.ok) return allowed;
  const options = await mappingOptions(deps.fieldMappings, actor.userId, input.mappingName);
  if (!options.ok) return options;

  const fileName = basename(input.fileName);
  const table = await readSheet(input.bytes, fileName, input.limits, { onProgress: input.onProgress });
  if (!table.ok) return table;
  const reading = readTape(table.value, options.value);
  if (!reading.ok) return reading;

  const tape = await deps.trading.uow.run((s) => s.tapes.get(tapeName));
  const fallback = tape?.issuingAuthority ?? (actor.name.trim() || tapeName);
  const { drafts, repeatedRows } = toLoanDrafts(reading.value.accepted, fallback);
  return ok({
    tapeName,
    fileName,
    bytes: input.bytes,
    contentHash: createHash('sha256').update(input.bytes).digest('hex'),
    mappingName: reading.value.plan.mapping.name,
    rows: table.value.rows.length,
    drafts,
    rejected: reading.value.rejected,
    flagged: drafts.filter((d) => d.qualityFlags.length > 0).length,
    repeatedRows,
    findings: reading.value.report,
  });
}

/** Tape drafts → the import's drafts: the tape's issuing authority where the row has none, one row per loan number. */
function toLoanDrafts(accepted: readonly TapeDraft[], issuingAuthority: string) {
  const drafts: LoanDraft[] = [];
  const firstIndex = new Map<string, number>();
  const repeatedRows: number[] = [];
  for (const { row, ...draft } of accepted) {
    const first = firstIndex.get(draft.loanNumber);
    if (first !== undefined) {
      repeatedRows.push(row);
      const kept = drafts[first]!;
      if (!kept.qualityFlags.includes('Q005'))
        drafts[first] = { ...kept, qualityFlags: [...kept.qualityFlags, 'Q005'] };
      continue;
    }
    firstIndex.set(draft.loanNumber, drafts.length);
    drafts.push({ ...draft, issuingAuthority: draft.issuingAuthority ?? issuingAuthority });
  }
  return { drafts, repeatedRows };
}
