import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '../../core/errors/messages';
import { VALIDATION_MESSAGES } from '../../core/validation/messages';
import { fileContentMatches } from '../files/content-check';
import { contentMatchesExtension, extensionOf, SNIFF_BYTES } from '../files/sniff';
import { type ErrorBody, errorBody } from './errors';

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

export type UploadRefusal = 'too_big' | 'too_many' | 'missing' | 'bad_type' | 'bad_content' | 'malformed';

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
    let received: { fileName: string; size: number; path: string; head: Buffer } | null = null;
    let written: Promise<void> = Promise.resolve();
    let settled = false;
    const finish = (outcome: UploadOutcome) => {
      if (settled) return;
      settled = true;
      source.unpipe();
      resolve(outcome);
    };

    const bb = busboy({
      headers: { 'content-type': contentType },
      // One byte over the limit is what trips busboy's "limit" event: a file of exactly maxBytes passes.
      limits: { ...FIELD_LIMITS, files: 1, fileSize: rules.maxBytes + 1 },
    });
    bb.on('file', (_name, stream, info) => {
      files += 1;
      const fileName = info.filename ?? '';
      const path = join(dir, 'upload.bin');
      const file = { fileName, size: 0, path, head: Buffer.alloc(0) };
      received = file;
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
        if (file.head.length < SNIFF_BYTES)
          file.head = Buffer.concat([file.head, chunk]).subarray(0, SNIFF_BYTES);
      });
      stream.on('limit', () => finish({ ok: false, refusal: 'too_big', fileName }));
      written = pipeline(stream, createWriteStream(path, { mode: 0o600 }));
    });
    bb.on('filesLimit', () => finish({ ok: false, refusal: 'too_many' }));
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('error', (e) => (settled ? undefined : reject(e)));
    bb.on('close', () => {
      written.then(() => {
        if (settled) return;
        const file = received as { fileName: string; size: number; path: string; head: Buffer } | null;
        if (files > 1) return finish({ ok: false, refusal: 'too_many' });
        if (!file || file.fileName === '' || file.size === 0)
          return finish({ ok: false, refusal: 'missing' });
        const extension = extensionOf(file.fileName);
        if (!rules.extensions.includes(extension)) {
          return finish({ ok: false, refusal: 'bad_type', fileName: file.fileName });
        }
        if (!contentMatchesExtension(file.fileName, file.head)) {
          return finish({ ok: false, refusal: 'bad_content', fileName: file.fileName });
        }
        const accepted = { fileName: file.fileName, extension, size: file.size, path: file.path };
        finish({ ok: true, file: { ...accepted, discard: async () => {} }, fields });
      }, reject);
    });
    source.on('error', (e) => (settled ? undefined : reject(e)));
    source.pipe(bb);
  });
}

/** The answer to a refused upload: 413 'File too big' (spec §8), otherwise 400 with the §5 message. */
export function uploadRefusalResponse(
  refusal: UploadRefusal,
  fileName = 'file',
): { status: ContentfulStatusCode; body: ErrorBody } {
  switch (refusal) {
    case 'too_big':
      return { status: 413, body: errorBody('UPLOAD.TOO_BIG', MESSAGES.fileTooBig) };
    case 'too_many':
      return { status: 400, body: errorBody('UPLOAD.TOO_MANY', VALIDATION_MESSAGES.onlyOneFile) };
    case 'bad_type':
      return { status: 400, body: errorBody('UPLOAD.TYPE', VALIDATION_MESSAGES.unsupportedFormat(fileName)) };
    case 'bad_content':
      return {
        status: 400,
        body: errorBody('UPLOAD.CONTENT', VALIDATION_MESSAGES.unsupportedFormat(fileName)),
      };
    case 'missing':
    case 'malformed':
      return { status: 400, body: errorBody('UPLOAD.MISSING', VALIDATION_MESSAGES.uploadValidFile) };
  }
}
