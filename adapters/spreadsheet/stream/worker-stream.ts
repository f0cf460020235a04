import type { MessagePort } from 'node:worker_threads';
import { startModuleWorker } from '../sheet-thread';
import { NotStreamable } from './not-streamable';
import { WINDOW } from './piece-sink';

/**
 * A stream of messages from a worker thread with flow control, for reads that run beside the
 * import consuming them: the worker posts its messages as they come (`portSink`), holding back
 * while `WINDOW` batches wait unacknowledged; the reading side (`workerMessages`) acknowledges
 * each batch as its consumer takes it. The worker ends with a control message — done, "start
 * again, reading whole" (`NotStreamable`, thrown on the reading side) or a failure (thrown). A
 * worker that runs out of its bounded heap throws `WorkerOutOfMemory`.
 */

/** How a worker's reader ended. */
export type Ending =
  | { readonly type: 'end' }
  | { readonly type: 'restart'; readonly why: string }
  | { readonly type: 'failed'; readonly message: string };

export class WorkerOutOfMemory extends Error {}

interface Typed {
  readonly type: string;
}

/**
 * Starts `entry` with `workerData` and yields what it posts until it ends; `isBatch` says which
 * messages count against the window (they are acknowledged as they are taken).
 */
export async function* workerMessages<M extends Typed>(
  entry: URL,
  workerData: unknown,
  transferList: ArrayBuffer[],
  heapMb: number,
  isBatch: (message: M) => boolean,
): AsyncGenerator<M> {
  const worker = startModuleWorker(entry, workerData, transferList, heapMb);
  const queue: (M | Ending | Error)[] = [];
  let wake: (() => void) | null = null;
  const push = (item: M | Ending | Error) => {
    queue.push(item);
    const w = wake;
    wake = null;
    w?.();
  };
  worker.on('message', (message: M | Ending) => push(message));
  worker.on('error', (error: Error & { code?: string }) =>
    push(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerOutOfMemory(error.message) : error),
  );
  worker.on('exit', (code) => push(new Error(`the reading thread stopped early (exit ${code})`)));
  try {
    for (;;) {
      const item = queue.shift();
      if (!item) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      if (item instanceof Error) throw item;
      if (item.type === 'end') return;
      if (item.type === 'restart') throw new NotStreamable((item as Ending & { why: string }).why);
      if (item.type === 'failed') throw new Error((item as Ending & { message: string }).message);
      if (isBatch(item as M)) worker.postMessage({ type: 'ack' });
      yield item as M;
    }
  } finally {
    worker.postMessage({ type: 'stop' });
    void worker.terminate();
  }
}

/** The worker side: a sink over `port` (a `PieceSink` for sheet pieces), and `finish` to post how it ended. */
export function portSink<M extends Typed>(port: MessagePort, isBatch: (message: M) => boolean) {
  let unacknowledged = 0;
  let stopped = false;
  let wake: (() => void) | null = null;
  port.on('message', (message: { type: 'ack' | 'stop' }) => {
    if (message.type === 'stop') stopped = true;
    else unacknowledged--;
    if (stopped || unacknowledged <= WINDOW) {
      const w = wake;
      wake = null;
      w?.();
    }
  });
  return {
    get stopped() {
      return stopped;
    },
    emit(message: M) {
      if (isBatch(message)) unacknowledged++;
      port.postMessage(message);
    },
    ready(): Promise<void> {
      if (stopped || unacknowledged <= WINDOW) return Promise.resolve();
      return new Promise((resolve) => {
        wake = resolve;
      });
    },
    /** Posts how `reading` ended. */
    finish(reading: Promise<void>): void {
      reading.then(
        () => port.postMessage({ type: 'end' } satisfies Ending),
        (error: unknown) =>
          port.postMessage(
            (error instanceof NotStreamable
              ? { type: 'restart', why: error.message }
              : {
                  type: 'failed',
                  message: error instanceof Error ? error.message : String(error),
                }) satisfies Ending,
          ),
      );
    },
  };
}

/** `bytes` for a worker without a copy when they live in shared memory, else a private copy to transfer. */
export function bytesForWorker(bytes: Uint8Array): {
  readonly bytes: Uint8Array;
  readonly transfer: ArrayBuffer[];
} {
  if (bytes.buffer instanceof SharedArrayBuffer) return { bytes, transfer: [] };
  const copy = new Uint8Array(bytes);
  return { bytes: copy, transfer: [copy.buffer] };
}
