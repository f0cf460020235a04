import type { SpreadsheetLimits } from '../limits';
import { startModuleWorker, workerEntry } from '../sheet-thread';
import { spreadsheetError } from '../spreadsheet-errors';
import { NotStreamable } from './not-streamable';
import { pieceChannel } from './piece-sink';
import { streamSheetInto } from './sheet-stream';
import type { SheetPiece } from './table-framer';

/**
 * The pieces of a sheet (sheet-stream.ts) as an async iterable, read on a worker thread for
 * files of `workerFromBytes` or more (with the same bounded heap as the whole-file parse: a read
 * that needs more is refused as `SPREADSHEET.TOO_BIG_TO_READ`) and in this thread for smaller
 * ones. The consumer sets the pace: each row batch it takes lets the reader go one further.
 * A file that proves unstreamable half-way makes the iteration throw `NotStreamable`.
 */

/** What the worker is given. */
export interface StreamInput {
  readonly bytes: Uint8Array;
  readonly fileName: string;
  readonly limits: SpreadsheetLimits;
  readonly whole: boolean;
}

/** What the worker posts: pieces, then how its reader ended. */
export type ThreadMessage =
  | SheetPiece
  | { readonly type: 'end' }
  | { readonly type: 'restart'; readonly why: string }
  | { readonly type: 'failed'; readonly message: string };

/** The sheet of `bytes` read a batch at a time (`whole`: by SheetJS in one go); see the module header. */
export function sheetPieces(
  bytes: Buffer,
  fileName: string,
  limits: SpreadsheetLimits,
  whole = false,
): AsyncIterable<SheetPiece> {
  if (bytes.length >= limits.workerFromBytes) return onThread({ bytes, fileName, limits, whole });
  const channel = pieceChannel();
  streamSheetInto(bytes, fileName, limits, channel.sink, whole).then(
    () => channel.close(),
    (error: unknown) => channel.close(error),
  );
  return channel.pieces;
}

async function* onThread(given: StreamInput): AsyncGenerator<SheetPiece> {
  // A private copy whose memory moves to the worker (the caller keeps its bytes).
  const copy = new Uint8Array(given.bytes);
  const input: StreamInput = { ...given, bytes: copy };
  const { limits } = input;
  const worker = startModuleWorker(
    workerEntry('stream/stream-worker'),
    input,
    [copy.buffer],
    limits.workerHeapMb,
  );
  const queue: (ThreadMessage | Error)[] = [];
  let wake: (() => void) | null = null;
  const push = (item: ThreadMessage | Error) => {
    queue.push(item);
    const w = wake;
    wake = null;
    w?.();
  };
  worker.on('message', (message: ThreadMessage) => push(message));
  worker.on('error', (error: Error & { code?: string }) =>
    push(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new OutOfMemory() : error),
  );
  worker.on('exit', (code) => push(new Error(`the sheet reader stopped early (exit ${code})`)));
  try {
    for (;;) {
      const item = queue.shift();
      if (!item) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      if (item instanceof OutOfMemory) {
        yield { type: 'refused', error: spreadsheetError.tooBigToRead() };
        return;
      }
      if (item instanceof Error) throw item;
      if (item.type === 'end') return;
      if (item.type === 'restart') throw new NotStreamable(item.why);
      if (item.type === 'failed') throw new Error(item.message);
      if (item.type === 'rows') worker.postMessage({ type: 'ack' });
      yield item;
      if (item.type === 'done' || item.type === 'refused') return;
    }
  } finally {
    worker.postMessage({ type: 'stop' });
    void worker.terminate();
  }
}

class OutOfMemory extends Error {}
