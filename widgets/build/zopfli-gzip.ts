/**
 * gzip for files compressed once and served many times: Zopfli writes the same format as
 * `zlib.gzip` (any browser or `gunzip` reads it) about 3% smaller, for a second of work per
 * bundle at build time. `@gfx/zopfli` is Zopfli compiled to WebAssembly, so it installs with
 * no native build; its Emscripten loader installs process-wide `uncaughtException` and
 * `unhandledRejection` handlers, so it runs in a worker thread of its own and never inside the
 * process that builds (or tests) the widgets.
 */
import { Worker } from 'node:worker_threads';

/** Zopfli's iterations: its default, where the gain flattens (50 saves 0.02 KB on the auth IIFE). */
const ITERATIONS = 15;

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { gzipAsync } = require('@gfx/zopfli');
gzipAsync(Buffer.from(workerData.input), { numiterations: workerData.iterations }).then(
  (out) => parentPort.postMessage({ ok: true, out }),
  (error) => parentPort.postMessage({ ok: false, error: String(error) }),
);
`;

/** `input` gzip-compressed by Zopfli, in a worker thread. */
export function zopfliGzip(input: string | Uint8Array): Promise<Buffer> {
  const bytes = typeof input === 'string' ? Buffer.from(input) : input;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { input: bytes, iterations: ITERATIONS },
    });
    worker.once('message', (answer: { ok: boolean; out?: Uint8Array; error?: string }) => {
      void worker.terminate();
      if (answer.ok && answer.out) resolve(Buffer.from(answer.out));
      else reject(new Error(`zopfli: ${answer.error ?? 'no output'}`));
    });
    worker.once('error', reject);
  });
}
