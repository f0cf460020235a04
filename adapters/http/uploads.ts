import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import { fileContentMatches } from '../files/content-check';
import { SNIFF_BYTES } from '../files/sniff';
import type { UploadRefusal } from './upload-refusals';
import { type IncomingFile, verdict } from './upload-verdict';

export { type UploadRefusal, uploadRefusalResponse } from './upload-refusals';

/**
 * Receives a multipart upload of exactly one file without ever holding it in memory: the size
 * limit is enforced while streaming (the request is cut off at the first byte over it), the
 * file lands in a private temp file, and its content must agree with its extension — the first
 * bytes while streaming, then the whole check on the temp file (../files/content-check.ts: an
 * .xlsx or .docx must hold that Office document's parts), so no caller can skip it.
 */
export interface UploadRules {
  readonly maxBytes: number;
  /** Lower-case extensions without dots. */
  readonly extensions: readonly string[];
}

export interface ReceivedFile {
  readonly fileName: string;
  readonly extension: string;
  readonly size: number;
  /** Temp file holding the bytes; removed by `discard()`. */
  readonly path: string;
  discard(): Promise<void>;
}

export type UploadOutcome =
  | { readonly ok: true; readonly file: ReceivedFile; readonly fields: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly refusal: UploadRefusal; readonly fileName?: string };

const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024, parts: 24 } as const;
// Multipart framing and fields around the file never need more than this.
const ENVELOPE_BYTES = 1024 * 1024;

export async function receiveUpload(request: Request, rules: UploadRules): Promise<UploadOutcome> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    return { ok: false, refusal: 'malformed' };
  }
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > rules.maxBytes + ENVELOPE_BYTES) {
    return { ok: false, refusal: 'too_big' };
  }

  const dir = await mkdtemp(join(tmpdir(), 'ispz-upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
  try {
    const outcome = await parse(source, contentType, rules, dir);
    if (!outcome.ok) await discard();
    else if (!(await fileContentMatches(outcome.file.path, outcome.file.fileName))) {
      await discard();
      return { ok: false, refusal: 'bad_content', fileName: outcome.file.fileName };
    }
    return outcome.ok ? { ...outcome, file: { ...outcome.file, discard } } : outcome;
  } catch (e) {
    await discard();
    if (e instanceof Error && /multipart|boundary|Unexpected end/i.test(e.message)) {
      return { ok: false, refusal: 'malformed' };
    }
    throw e;
  } finally {
    source.destroy();
  }
}

function parse(
  source: Readable,
  contentType: string,
  rules: UploadRules,
  dir: string,
): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let files = 0;
    let received: IncomingFile | null = null;
    let written: Promise<void> = Promise.resolve();
    let settled = false;
    let nul = false;
    const finish = (outcome: UploadOutcome) => {
      if (settled) return;
      settled = true;
      source.unpipe();
      resolve(outcome);
    };

    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: { 'content-type': contentType },
        // Browsers send non-ASCII file names as raw UTF-8 bytes; busboy would read them as Latin-1.
        defParamCharset: 'utf8',
        // One byte over the limit is what trips busboy's "limit" event: a file of exactly maxBytes passes.
        limits: { ...FIELD_LIMITS, files: 1, fileSize: rules.maxBytes + 1 },
      });
    } catch {
      return finish({ ok: false, refusal: 'malformed' });
    }
    bb.on('file', (_name, stream, info) => {
      files += 1;
      const fileName = info.filename ?? '';
      nul ||= fileName.includes('\0');
      const path = join(dir, 'upload.bin');
      const file: IncomingFile = { fileName, size: 0, path, head: Buffer.alloc(0) };
      received = file;
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
        if (file.head.length < SNIFF_BYTES)
          file.head = Buffer.concat([file.head, chunk]).subarray(0, SNIFF_BYTES);
      });
      stream.on('limit', () => finish({ ok: false, refusal: 'too_big', fileName }));
      written = pipeline(stream, createWriteStream(path, { mode: 0o600 }));
      // A malformed body fails this too; the parser's 'error' answers it, so none goes unhandled.
      written.catch(() => undefined);
    });
    bb.on('filesLimit', () => finish({ ok: false, refusal: 'too_many' }));
    bb.on('field', (name: string | undefined, value: string | undefined) => {
      // busboy hands on a part without a name, and a value in a charset it cannot decode, as
      // undefined: malformed, not a field (a throw here would leave the request unanswered).
      if (typeof name !== 'string' || typeof value !== 'string')
        return finish({ ok: false, refusal: 'malformed' });
      nul ||= name.includes('\0') || value.includes('\0');
      fields[name] = value;
    });
    // Whatever busboy cannot parse (a malformed part header, a cut-off body) is the client's fault.
    bb.on('error', () => finish({ ok: false, refusal: 'malformed' }));
    bb.on('close', () => {
      written.then(() => {
        if (settled) return;
        const file = received as IncomingFile | null;
        const judged = verdict({ file, files, nul }, rules.extensions);
        if (!judged.ok || !file) return finish(judged.ok ? { ok: false, refusal: 'missing' } : judged);
        const accepted = { fileName: judged.fileName, extension: judged.extension, size: file.size };
        finish({ ok: true, file: { ...accepted, path: file.path, discard: async () => {} }, fields });
      }, reject);
    });
    source.on('error', (e) => (settled ? undefined : reject(e)));
    source.pipe(bb);
  });
}
