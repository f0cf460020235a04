/**
 * A tape file as a stream of loan drafts (core/tapes/draft-stream.ts) for an import that writes
 * while it reads: the sheet's row batches (spreadsheet/stream) → the column plan, planned on the
 * header → the staged edits, batch by batch (a loan number repeats across batches as it does in
 * one table) → drafts, one per loan number. Each pass (`open`) reads the file from its first
 * byte and, once it has read the last, hands `onRead` what a whole read would have given: the
 * mapping, the counts and every finding.
 *
 * A loan number met again keeps its first row, now flagged Q005 (tape-drafts-by-number.ts).
 * Refusals keep the order of a whole read: any
 * refusal of the sheet first (the stream is read on after a missing column to find one), then
 * the missing column, then no importable row.
 */
import type { DomainError } from '../../core/errors/domain-error';
import type { DraftStream, DraftStreamItem } from '../../core/tapes/draft-stream';
import type { EditFinding } from '../../core/tapes/edits/edit-catalogue';
import { editRunner } from '../../core/tapes/edits/run-edits';
import { planTape, type ReadTapeOptions } from '../../core/tapes/read-tape';
import { draftsByLoanNumber } from '../../core/tapes/tape-drafts-by-number';
import { tapeFileErrors } from '../../core/tapes/tape-file.errors';
import type { SpreadsheetLimits } from '../spreadsheet/limits';
import type { SheetProgress } from '../spreadsheet/sheet-thread';
import { sheetPieces } from '../spreadsheet/stream/stream-thread';

/** What a whole pass over the file found (the import's report). */
export interface TapeRead {
  readonly mappingName: string;
  /** Data rows in the sheet. */
  readonly rows: number;
  /** Drafts handed on (one per loan number). */
  readonly accepted: number;
  readonly rejected: number;
  /** Drafts carrying quality flags. */
  readonly flagged: number;
  /** Sheet rows left out because an earlier row has the same loan number. */
  readonly repeatedRows: readonly number[];
  readonly findings: readonly EditFinding[];
}

export interface TapeStreamInput {
  readonly bytes: Buffer;
  readonly fileName: string;
  readonly limits: SpreadsheetLimits;
  readonly options: ReadTapeOptions;
  /** The issuing authority of a row that names none (the tape's, else the lender's name). */
  readonly issuingAuthority: string;
  readonly onProgress?: ((progress: SheetProgress) => void) | undefined;
  /** Read the sheet whole with SheetJS (a file found unstreamable on an earlier attempt). */
  readonly whole?: boolean;
}

/**
 * The drafts of a tape file, read afresh on every `open`; `onRead` hears each complete pass.
 * The sheet is parsed on a worker thread for files of `workerFromBytes` or more
 * (spreadsheet/stream); the edits run here, beside the writing. (Editing on the worker as well
 * was measured: the drafts' copy between threads and the worker's larger start cost more than
 * the edits it took off this thread.)
 */
export function tapeDraftStream(input: TapeStreamInput, onRead: (read: TapeRead) => void): DraftStream {
  return { open: () => readPass(input, onRead) };
}

async function* readPass(
  input: TapeStreamInput,
  onRead: (read: TapeRead) => void,
): AsyncGenerator<DraftStreamItem> {
  let edit: ReturnType<typeof editRunner> | null = null;
  let headers: readonly string[] = [];
  let mappingName = '';
  let planRefusal: DomainError | null = null;
  const drafts = draftsByLoanNumber(input.issuingAuthority);
  const findings: EditFinding[] = [];
  let rows = 0;
  let rejected = 0;
  for await (const piece of sheetPieces(input.bytes, input.fileName, input.limits, {
    whole: input.whole ?? false,
  })) {
    if (piece.type === 'progress') {
      const { type: _, ...progress } = piece;
      input.onProgress?.(progress);
    } else if (piece.type === 'refused') {
      yield { refused: piece.error };
      return;
    } else if (piece.type === 'headers') {
      headers = piece.headers;
      const plan = planTape(headers, input.options);
      if (plan.ok) {
        mappingName = plan.value.mapping.name;
        edit = editRunner(plan.value);
      } else planRefusal = plan.error;
    } else if (piece.type === 'rows') {
      rows += piece.rows.length;
      if (!edit) continue;
      const table = {
        headers,
        rows: piece.rows.map((values) => record(headers, values)),
        rowNumbers: piece.rowNumbers,
      };
      const edited = edit(table);
      rejected += edited.rejected;
      for (const f of edited.report) findings.push(f);
      const chunk = drafts.take(edited.accepted);
      if (chunk.drafts.length > 0 || chunk.reflagged) yield chunk;
      // Between batches the event loop turns: a server importing a tape keeps answering.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (planRefusal) {
    yield { refused: planRefusal };
    return;
  }
  onRead({ mappingName, rows, rejected, findings, ...drafts.counts() });
  if (drafts.counts().accepted === 0) yield { refused: tapeFileErrors.noValidRows(rejected, findings) };
}

function record(headers: readonly string[], values: readonly string[]): Record<string, string> {
  const row: Record<string, string> = {};
  for (let i = 0; i < headers.length; i++) row[headers[i]!] = values[i] ?? '';
  return row;
}
