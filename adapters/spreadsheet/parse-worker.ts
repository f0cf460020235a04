/**
 * Worker-thread entry of `readSheet`: parses one sheet with SheetJS off the main thread and
 * sends the table back in slices (`SLICE_ROWS` rows a message), so the main thread never spends
 * more than a slice's worth of deserialising at a time and the server keeps answering.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseSheet } from './parse-sheet';
import type { WorkerInput, WorkerMessage } from './sheet-thread';

const SLICE_ROWS = 2_000;

const port = parentPort;
if (port) {
  const post = (message: WorkerMessage) => port.postMessage(message);
  const { bytes, extension, limits } = workerData as WorkerInput;
  post({ type: 'progress', stage: 'parse', done: 0, total: 1 });
  const table = parseSheet(bytes, extension, limits, (done, total) =>
    post({ type: 'progress', stage: 'rows', done, total }),
  );
  if (!table.ok) post({ type: 'refused', error: table.error });
  else {
    const { headers, rows, rowNumbers } = table.value;
    post({ type: 'headers', headers: [...headers] });
    for (let i = 0; i < rows.length; i += SLICE_ROWS) {
      const slice = rows.slice(i, i + SLICE_ROWS);
      post({
        type: 'rows',
        // Values in header order: cheaper to clone than objects repeating every header.
        rows: slice.map((row) => headers.map((h) => row[h] ?? '')),
        rowNumbers: rowNumbers ? rowNumbers.slice(i, i + SLICE_ROWS) : slice.map((_, j) => i + j + 2),
      });
    }
    post({ type: 'done' });
  }
}
