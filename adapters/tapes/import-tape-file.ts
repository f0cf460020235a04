/**
 * A tape file into the platform (spec §7 excel_Upload → {message, batch_id}; `ispz tape
 * import`): `readTapeFile` (nothing written), then the file and its edit report are kept as
 * blobs, then `importTape` writes every accepted loan and the batch in one transaction — a
 * refusal, a crash or a kill before it commits leaves no trace of the batch in the database
 * (blobs are content-addressed and harmless on their own) — and finally the report is indexed
 * under the new `batch_id`.
 *
 * Re-imports. The same bytes on the same tape are refused by `importTape` (content hash). The
 * same bytes under another tape of the same lender are refused here, naming the tape they were
 * imported as; `update` is the deliberate way past both. Two imports of one file at once race
 * inside the database: the loser meets a unique key (PostgreSQL), a taken tape name or a busy
 * SQLite file, and is answered like a sequential duplicate once the winner's batch is visible —
 * or, when no batch of that file exists, tried once more.
 */
import type { DomainError } from '../../core/errors/domain-error';
import { err, ok, type Result } from '../../core/errors/result';
import { type ImportTapeInput, type ImportTapeOutcome, importTape } from '../../core/loans/import-tape';
import { loanErrors } from '../../core/loans/loans.errors';
import type { Actor } from '../../core/permissions/actor';
import type { EditFinding } from '../../core/tapes/edits/edit-catalogue';
import { readTapeFile, type TapeFileInput, type TapeFileReading } from './read-tape-file';
import { tapeFileErrors } from './tape-file.errors';
import type { TapeDeps } from './tape-file-services';

/** The steps an import goes through, for progress bars. */
export const IMPORT_STEPS = ['read', 'store', 'write', 'done'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

export interface TapeFileImport extends TapeFileInput {
  /** Update loans already on the tape (spec §7 `updateTape`) instead of refusing them. */
  readonly update: boolean;
  readonly onStep?: (step: ImportStep, reading: TapeFileReading | null) => void;
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
  input.onStep?.('read', null);
  const reading = await readTapeFile(deps, actor, input);
  if (!reading.ok) return reading;
  return writeTapeFile(deps, actor, reading.value, input);
}

/** The second half: keeps the file and report, imports the drafts, indexes the report. */
export async function writeTapeFile(
  deps: TapeDeps,
  actor: Actor,
  reading: TapeFileReading,
  options: Pick<TapeFileImport, 'update' | 'onStep'>,
): Promise<Result<TapeFileImportOutcome, DomainError>> {
  if (reading.drafts.length === 0) return err(tapeFileErrors.noValidRows(reading.rejected, reading.findings));
  if (!options.update) {
    const elsewhere = await importedUnderOtherTape(deps, actor, reading);
    if (elsewhere) return err(elsewhere);
  }
  options.onStep?.('store', reading);
  const report: StoredReport = {
    tapeName: reading.tapeName,
    fileName: reading.fileName,
    contentHash: reading.contentHash,
    mappingName: reading.mappingName,
    rows: reading.rows,
    accepted: reading.drafts.length,
    rejected: reading.rejected,
    flagged: reading.flagged,
    repeatedRows: reading.repeatedRows,
    findings: reading.findings,
  };
  const fileBlob = await deps.blobs.put(reading.bytes);
  const reportBlob = await deps.blobs.put(Buffer.from(JSON.stringify(report), 'utf8'));

  options.onStep?.('write', reading);
  const imported = await importOnce(deps, actor, {
    tapeName: reading.tapeName,
    batch: { contentHash: reading.contentHash, fileName: reading.fileName },
    drafts: reading.drafts,
    update: options.update,
  });
  if (!imported.ok) return imported;
  await deps.reports.record({
    batchId: imported.value.batchId,
    tapeName: reading.tapeName,
    lenderId: actor.userId,
    fileName: reading.fileName,
    fileBlob: fileBlob.name,
    reportBlob: reportBlob.name,
    accepted: report.accepted,
    rejected: report.rejected,
    flagged: report.flagged,
    createdAt: deps.trading.clock.now().toISOString(),
  });
  options.onStep?.('done', reading);
  const { findings, repeatedRows, ...counts } = report;
  return ok({ ...imported.value, ...counts, repeatedRows, findings });
}

/** The lender's other tape that already holds a batch of these bytes, as a refusal. */
async function importedUnderOtherTape(
  deps: TapeDeps,
  actor: Actor,
  reading: TapeFileReading,
): Promise<DomainError | null> {
  // A quick look before the file is stored; the import's own transaction decides (core importTape).
  return deps.trading.uow.run(async (s) => {
    const batch = await s.tapes.findLenderBatchByHash(actor.userId, reading.contentHash);
    return batch && batch.tapeName !== reading.tapeName
      ? tapeFileErrors.importedAsOtherTape(batch.tapeName, batch.id)
      : null;
  });
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
