import type { SpreadsheetLimits } from '../limits';
import { workerEntry } from '../sheet-thread';
import { spreadsheetError } from '../spreadsheet-errors';
import { pieceChannel } from './piece-sink';
import { streamSheetInto } from './sheet-stream';
import type { SheetPiece } from './table-framer';
import { bytesForWorker, WorkerOutOfMemory, workerMessages } from './worker-stream';

/**
 * The pieces of a sheet (sheet-stream.ts) as an async iterable, read on a worker thread for
 * files of `workerFromBytes` or more (with the same bounded heap as the whole-file parse: a read
 * that needs more is refused as `SPREADSHEET.TOO_BIG_TO_READ`) and in this thread for smaller
 * ones. The consumer sets the pace:
 * each row batch it takes lets the reader go one further. A file that proves unstreamable
 * half-way makes the iteration throw `NotStreamable`.
 */

/** What the worker is given. */
export interface StreamInput {
  readonly bytes: Uint8Array;
  readonly fileName: string;
  readonly limits: SpreadsheetLimits;
  readonly whole: boolean;
}

/** How `sheetPieces` reads: `whole`, by SheetJS in one go (a file found unstreamable before). */
export interface PiecesOptions {
  readonly whole?: boolean;
}

/** The sheet of `bytes` read a batch at a time; see the module header. */
export function sheetPieces(
  bytes: Buffer,
  fileName: string,
  limits: SpreadsheetLimits,
  options: PiecesOptions = {},
): AsyncIterable<SheetPiece> {
  const whole = options.whole ?? false;
  if (bytes.length >= limits.workerFromBytes) return onThread({ bytes, fileName, limits, whole });
  const channel = pieceChannel();
  streamSheetInto(bytes, fileName, limits, channel.sink, whole).then(
    () => channel.close(),
    (error: unknown) => channel.close(error),
  );
  return channel.pieces;
}

async function* onThread(given: StreamInput): AsyncGenerator<SheetPiece> {
  const { bytes, transfer } = bytesForWorker(given.bytes);
  const entry = workerEntry('stream/stream-worker');
  try {
    for await (const piece of workerMessages<SheetPiece>(
      entry,
      { ...given, bytes },
      transfer,
      given.limits.workerHeapMb,
      (p) => p.type === 'rows',
    )) {
      yield piece;
      if (piece.type === 'done' || piece.type === 'refused') return;
    }
  } catch (error) {
    if (!(error instanceof WorkerOutOfMemory)) throw error;
    yield { type: 'refused', error: spreadsheetError.tooBigToRead() };
  }
}
