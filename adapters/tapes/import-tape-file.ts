/**
 * A tape file into the platform (spec §7 excel_Upload → {message, batch_id}; `ispz tape
 * import`): `prepareTapeFile` (the checks that need no row), the file kept as a blob, then
 * `importTape` writes the loans in one transaction *while the file is read* — rows go in as
 * their batch is parsed and edited (tape-draft-stream.ts), so neither the sheet nor every draft
 * is held at once — and a refusal, a crash or a kill before it commits leaves no trace of the
 * batch in the database. Once the file has been read through, `onRead` hears the edit report
 * (the CLI saves it, refused or not); after the commit the file and its report are kept as
 * (content-addressed) blobs and the report is indexed under the new `batch_id`.
 *
 * Re-imports. The same bytes on the same tape are refused by `importTape` (content hash), and so
 * are the same bytes under another tape of the same lender, naming the tape they were imported
 * as; `update` is the deliberate way past both. Two imports of one file at once race inside the
 * database: the loser meets a unique key (PostgreSQL), a taken tape name or a busy SQLite file,
 * and is answered like a sequential duplicate once the winner's batch is visible — or, when no
 * batch of that file exists, tried once more. A file that proves half-way to be one only SheetJS
 * reads the way SheetJS does (`NotStreamable`) is imported again from the start, read whole.
 */
import type { DomainError } from '../../core/errors/domain-error';
import { err, ok, type Result } from '../../core/errors/result';
import { loanErrors } from '../../core/loans/loans.errors';
import type { Actor } from '../../core/permissions/actor';
import type { EditFinding } from '../../core/tapes/edits/edit-catalogue';
import { type ImportTapeInput, type ImportTapeOutcome, importTape } from '../../core/tapes/import-tape';
import { NotStreamable } from '../spreadsheet/stream/not-streamable';
import { prepareTapeFile, type TapeFileInput, type TapeRead } from './read-tape-file';
import type { TapeDeps } from './tape-file-services';

/** The steps an import goes through, for progress bars ('read' covers the writing that goes with it). */
export const IMPORT_STEPS = ['read', 'store', 'done'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

export interface TapeFileImport extends TapeFileInput {
  /** Update loans already on the tape (spec §7 `updateTape`) instead of refusing them. */
  readonly update: boolean;
  readonly onStep?: (step: ImportStep) => void;
  /** Hears the edit report once the file has been read through (before the import commits or is refused). */
  readonly onRead?: (read: TapeRead) => void;
}

export interface TapeFileImportOutcome extends ImportTapeOutcome {
  readonly fileName: string;
  readonly contentHash: string;
  readonly mappingName: string;
  readonly rows: number;
  /** Rows written (added, updated or identical). */
  readonly accepted: number;
  readonly rejected: number;
  readonly flagged: number;
  readonly repeatedRows: readonly number[];
  readonly findings: readonly EditFinding[];
}

/** What the stored report blob holds (JSON). */
export interface StoredReport {
  readonly tapeName: string;
  readonly fileName: string;
  readonly contentHash: string;
  readonly mappingName: string;
  readonly rows: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly flagged: number;
  readonly repeatedRows: readonly number[];
  readonly findings: readonly EditFinding[];
}

/** Reads, checks and imports a tape file as `actor` (a lender). */
export async function importTapeFile(
  deps: TapeDeps,
  actor: Actor,
  input: TapeFileImport,
): Promise<Result<TapeFileImportOutcome, DomainError>> {
  input.onStep?.('read');
  try {
    return await importFile(deps, actor, input, false);
  } catch (error) {
    if (!(error instanceof NotStreamable)) throw error;
    // Rolled back: this time SheetJS reads the file whole, and the rows go in from that.
    return importFile(deps, actor, input, true);
  }
}

async function importFile(
  deps: TapeDeps,
  actor: Actor,
  input: TapeFileImport,
  whole: boolean,
): Promise<Result<TapeFileImportOutcome, DomainError>> {
  const file = await prepareTapeFile(deps, actor, input, { onRead: input.onRead, whole });
  if (!file.ok) return file;
  const { tapeName, fileName, contentHash } = file.value;
  const imported = await importOnce(deps, actor, {
    tapeName,
    batch: { contentHash, fileName },
    drafts: file.value.drafts,
    update: input.update,
  });
  if (!imported.ok) return imported;
  const read = file.value.read();
  if (!read) throw new Error('the import committed without reading its file through');
  input.onStep?.('store');
  const report: StoredReport = { tapeName, fileName, contentHash, ...read };
  // Kept once imported: a refused file (a hostile one included) is never stored.
  const fileBlob = await deps.blobs.put(file.value.bytes);
  const reportBlob = await deps.blobs.put(Buffer.from(JSON.stringify(report), 'utf8'));
  await deps.reports.record({
    batchId: imported.value.batchId,
    tapeName,
    lenderId: actor.userId,
    fileName,
    fileBlob: fileBlob.name,
    reportBlob: reportBlob.name,
    accepted: report.accepted,
    rejected: report.rejected,
    flagged: report.flagged,
    createdAt: deps.trading.clock.now().toISOString(),
  });
  input.onStep?.('done');
  const { findings, repeatedRows, ...counts } = report;
  return ok({ ...imported.value, ...counts, repeatedRows, findings });
}

/**
 * `importTape`, with the loser of a race for the same file answered as a duplicate. The race
 * shows as a thrown unique violation or busy database, or as `TAPE.NAME_TAKEN` for a tape that
 * turns out to be the lender's own (both created it at once).
 */
async function importOnce(
  deps: TapeDeps,
  actor: Actor,
  input: ImportTapeInput,
): Promise<Result<ImportTapeOutcome, DomainError>> {
  let failure: unknown;
  try {
    const first = await importTape(deps.trading, actor, input);
    if (first.ok || first.error.code !== 'TAPE.NAME_TAKEN') return first;
    failure = first;
  } catch (error) {
    if (error instanceof NotStreamable) throw error;
    failure = error;
  }
  const { tape, batch } = await deps.trading.uow.run(async (s) => ({
    tape: await s.tapes.get(input.tapeName),
    batch: await s.tapes.findBatchByHash(input.tapeName, input.batch.contentHash),
  }));
  if (!tape || tape.lenderId !== actor.userId) {
    if (failure instanceof Error) throw failure;
    return failure as Result<ImportTapeOutcome, DomainError>;
  }
  if (batch && !input.update) return err(loanErrors.alreadyImported(input.tapeName, batch.id));
  return importTape(deps.trading, actor, input);
}
