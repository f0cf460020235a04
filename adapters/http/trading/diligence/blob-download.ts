/**
 * Answering a blob download (get_loan_pdf, get_image): streamed from the store, with the type
 * its bytes show and a Content-Disposition. PDFs and images open inline (the Document Preview);
 * anything else is an attachment of a neutral type, so no uploaded content is ever rendered by
 * the browser as something it was not checked to be. The file name is the one the uploader
 * gave (recorded with the reference, or with the upload in the blob ledger), else the blob name
 * with the extension of its type. An Office type follows that name's extension only when the
 * bytes are of that container (the upload check already looked inside .xlsx and .docx).
 */
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { BlobStore } from '../../../../core/ports/blob-store';
import { extensionOf, type FileKind, KIND_BY_EXTENSION } from '../../../files/sniff';
import { blobKind } from './blob-files';

const INLINE: Partial<Record<FileKind, { type: string; ext: string }>> = {
  pdf: { type: 'application/pdf', ext: 'pdf' },
  png: { type: 'image/png', ext: 'png' },
  jpeg: { type: 'image/jpeg', ext: 'jpg' },
};

const OFFICE: Readonly<Record<string, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
};

const EXT_OF_KIND: Partial<Record<FileKind, string>> = { zip: 'zip', ole2: 'bin', text: 'txt' };

/** The headers of a download of a blob of `kind`, named after `fileName` when known. */
export function downloadHeaders(blobName: string, kind: FileKind, fileName: string | null) {
  const inline = INLINE[kind];
  const given = fileName?.trim() || null;
  const ext = given ? extensionOf(given) : '';
  // An Office extension is trusted for the type only when the bytes are of that container.
  const office =
    (kind === 'zip' && ['xlsx', 'docx'].includes(ext)) || (kind === 'ole2' && ['xls', 'doc'].includes(ext));
  const type = inline?.type ?? (office ? OFFICE[ext]! : 'application/octet-stream');
  const name = given ?? `${blobName}.${inline?.ext ?? EXT_OF_KIND[kind] ?? 'bin'}`;
  return {
    'content-type': type,
    'content-disposition': `${inline ? 'inline' : 'attachment'}; ${dispositionName(name)}`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}

/** `filename` (ASCII, quotes and controls replaced) and `filename*` (UTF-8, RFC 6266/5987). */
function dispositionName(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The blob's bytes as a web stream, or null when it is gone. */
export async function blobStream(blobs: BlobStore, name: string): Promise<ReadableStream<Uint8Array> | null> {
  const chunks = await blobs.get(name);
  return chunks === null ? null : (Readable.toWeb(Readable.from(chunks)) as ReadableStream<Uint8Array>);
}

/**
 * The name to download a blob under: the reference's own when it has an extension (a document
 * revision's `fileNameGiven`), else the uploader's name from the ledger, else whichever exists.
 */
export function downloadName(referenceName: string | null, uploadedName: string | null): string | null {
  const named = referenceName?.trim() || null;
  if (named && extensionOf(named) !== '') return named;
  return uploadedName?.trim() || named;
}

export interface SendOptions {
  /** Only PNG and JPEG bytes are served (get_image). */
  readonly images: boolean;
  /** The extension the request named the blob with: the bytes must agree with it. */
  readonly ext?: string | null;
  /** Public and immutable (an ecosystem image): cacheable by anyone. */
  readonly shared?: boolean;
}

/** Answers the blob's bytes under `fileName`, or null when it is missing or not what was asked for. */
export async function sendBlob(
  c: Context,
  blobs: BlobStore,
  blobName: string,
  fileName: string | null,
  options: SendOptions,
): Promise<Response | null> {
  const kind = await blobKind(blobs, blobName);
  if (kind === null || (options.images && kind !== 'png' && kind !== 'jpeg')) return null;
  if (options.ext && KIND_BY_EXTENSION[options.ext] !== kind) return null;
  const info = await blobs.stat(blobName);
  const stream = info ? await blobStream(blobs, blobName) : null;
  if (!info || !stream) return null;
  const headers = { ...downloadHeaders(blobName, kind, fileName), 'content-length': String(info.size) };
  // Content-addressed bytes never change: a public image may be cached for good.
  if (options.shared) headers['cache-control'] = 'public, max-age=31536000, immutable';
  return c.body(stream, 200, headers);
}
