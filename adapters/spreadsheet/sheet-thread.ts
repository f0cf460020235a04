import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DomainError } from '../../core/errors/domain-error';
import { err, ok, type Result } from '../../core/errors/result';
import type { TapeTable } from '../../core/tapes/tape-table';
import type { SpreadsheetLimits } from './limits';
import type { SheetExtension } from './parse-sheet';
import { spreadsheetError } from './spreadsheet-errors';

/**
 * Runs `parseSheet` on a worker thread with a bounded heap. SheetJS parses synchronously — a
 * 10,000-row tape blocks for about a second, a 200,000-row one for many — so a server parsing on
 * its own thread would stop answering every other request meanwhile. A worker that runs out of
 * heap is refused as data (`SPREADSHEET.TOO_BIG_TO_READ`); a worker that cannot start is an
 * infrastructure failure and throws.
 */

/** Where a read is: `check` (content and size checks), `parse` (SheetJS), `rows` (cells to text). */
export interface SheetProgress {
  readonly stage: 'check' | 'parse' | 'rows';
  readonly done: number;
  readonly total: number;
}

/** What the worker is given. */
export interface WorkerInput {
  readonly bytes: Uint8Array;
  readonly extension: SheetExtension;
  readonly limits: SpreadsheetLimits;
}

/** What the worker sends back, in order: progress, then a refusal or headers, row slices and done. */
export type WorkerMessage =
  | ({ readonly type: 'progress' } & SheetProgress)
  | { readonly type: 'refused'; readonly error: DomainError }
  | { readonly type: 'headers'; readonly headers: string[] }
  | { readonly type: 'rows'; readonly rows: string[][]; readonly rowNumbers: number[] }
  | { readonly type: 'done' };

const fromSources = import.meta.url.endsWith('.ts');

/** The URL of a worker entry module beside this one (`name` without extension), as sources or built. */
export function workerEntry(name: string): URL {
  return new URL(`./${name}.${fromSources ? 'ts' : 'js'}`, import.meta.url);
}

const entry = workerEntry('parse-worker');

function startWorker(input: WorkerInput, heapMb: number): Worker {
  return startModuleWorker(entry, input, [input.bytes.buffer as ArrayBuffer], heapMb);
}

/**
 * Starts `entryUrl` on a worker thread with `workerData` and a bounded heap. Run from TypeScript
 * sources (tsx, Vitest), the worker registers tsx's loader before loading its entry; built
 * JavaScript loads directly.
 */
export function startModuleWorker(
  entryUrl: URL,
  workerData: unknown,
  transferList: ArrayBuffer[],
  heapMb: number,
): Worker {
  const entry = entryUrl;
  const options = {
    workerData,
    transferList,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  };
  if (!fromSources) return new Worker(entry, options);
  const tsx = tsxLoaderUrl();
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

// The ESM entry of tsx's loader API (resolved from here, so the server's working folder does not matter).
let tsxUrl: string | undefined;
function tsxLoaderUrl(): string {
  if (tsxUrl) return tsxUrl;
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exported = JSON.parse(readFileSync(manifest, 'utf8')).exports['./esm/api'].import.default as string;
  tsxUrl = pathToFileURL(join(dirname(manifest), exported)).href;
  return tsxUrl;
}

export function parseOnThread(
  bytes: Uint8Array,
  extension: SheetExtension,
  limits: SpreadsheetLimits,
  onProgress?: (progress: SheetProgress) => void,
): Promise<Result<TapeTable, DomainError>> {
  // A private copy whose memory moves to the worker (the caller keeps its bytes).
  const input: WorkerInput = { bytes: new Uint8Array(bytes), extension, limits };
  return new Promise((resolve, reject) => {
    const worker = startWorker(input, limits.workerHeapMb);
    let headers: string[] = [];
    const rows: Record<string, string>[] = [];
    const rowNumbers: number[] = [];
    let settled = false;
    const settle = (outcome: Result<TapeTable, DomainError> | Error) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') {
        const { type: _, ...progress } = message;
        onProgress?.(progress);
      } else if (message.type === 'refused') settle(err(message.error));
      else if (message.type === 'headers') headers = message.headers;
      else if (message.type === 'rows') {
        for (const values of message.rows) {
          const row: Record<string, string> = {};
          headers.forEach((h, i) => {
            row[h] = values[i] ?? '';
          });
          rows.push(row);
        }
        rowNumbers.push(...message.rowNumbers);
      } else settle(ok({ headers, rows, rowNumbers }));
    });
    worker.on('error', (error: Error & { code?: string }) =>
      settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? err(spreadsheetError.tooBigToRead()) : error),
    );
    worker.on('exit', (code) => settle(new Error(`the sheet parser stopped early (exit ${code})`)));
  });
}
