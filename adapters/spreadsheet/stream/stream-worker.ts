/**
 * Worker-thread entry of `sheetPieces` (stream-thread.ts): reads the sheet with
 * `streamSheetInto` and posts each piece as it comes; a row batch is posted only while fewer
 * than the window of batches wait unacknowledged, so the thread never runs ahead of the import
 * that consumes its rows by more than a few batches.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { NotStreamable } from './not-streamable';
import { type PieceSink, WINDOW } from './piece-sink';
import { streamSheetInto } from './sheet-stream';
import type { StreamInput, ThreadMessage } from './stream-thread';

const port = parentPort;
if (port) {
  const { bytes, fileName, limits, whole } = workerData as StreamInput;
  let unacknowledged = 0;
  let stopped = false;
  let wake: (() => void) | null = null;
  const resume = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  port.on('message', (message: { type: 'ack' | 'stop' }) => {
    if (message.type === 'stop') stopped = true;
    else unacknowledged--;
    if (stopped || unacknowledged <= WINDOW) resume();
  });
  const post = (message: ThreadMessage) => port.postMessage(message);
  const sink: PieceSink = {
    get stopped() {
      return stopped;
    },
    emit(piece) {
      if (piece.type === 'rows') unacknowledged++;
      post(piece);
    },
    ready() {
      if (stopped || unacknowledged <= WINDOW) return Promise.resolve();
      return new Promise((resolve) => {
        wake = resolve;
      });
    },
  };
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  streamSheetInto(buffer, fileName, limits, sink, whole).then(
    () => post({ type: 'end' }),
    (error: unknown) =>
      post(
        error instanceof NotStreamable
          ? { type: 'restart', why: error.message }
          : { type: 'failed', message: error instanceof Error ? error.message : String(error) },
      ),
  );
}
