/**
 * Worker-thread entry of `sheetPieces` (stream-thread.ts): reads the sheet with
 * `streamSheetInto` and posts each piece as it comes, row batches under the flow control of
 * worker-stream.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { streamSheetInto } from './sheet-stream';
import type { StreamInput } from './stream-thread';
import type { SheetPiece } from './table-framer';
import { portSink } from './worker-stream';

if (parentPort) {
  const { bytes, fileName, limits, whole } = workerData as StreamInput;
  const sink = portSink<SheetPiece>(parentPort, (piece) => piece.type === 'rows');
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  sink.finish(streamSheetInto(buffer, fileName, limits, sink, whole));
}
