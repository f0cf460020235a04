/**
 * Files in the blob store as the diligence routes use them: an accepted upload goes from its
 * temp file into the store (named by its content hash, never by the uploader's file name), and
 * a blob named in a payload must exist and be of a type the screen accepts — judged by its
 * bytes, so a name that points at a PNG cannot be filed as a missing PDF.
 */
import { createReadStream } from 'node:fs';
import { documentErrors } from '../../../../core/documents/documents.errors';
import type { DomainError } from '../../../../core/errors/domain-error';
import { type BlobInfo, type BlobStore, isBlobName } from '../../../../core/ports/blob-store';
import { UPLOAD_TYPES_BY_CONTEXT, type UploadContext } from '../../../../core/validation/constants';
import { type FileKind, KIND_BY_EXTENSION, SNIFF_BYTES, sniff } from '../../../files/sniff';
import type { PendingUpload } from './upload-request';

/**
 * Streams an accepted upload into the store (its temp file stays: the caller discards it). The
 * store names the blob by its content, which must be the name the upload was known by.
 */
export async function storeUpload(blobs: BlobStore, upload: PendingUpload): Promise<BlobInfo> {
  const stored = await blobs.put(createReadStream(upload.file.path));
  if (stored.name !== upload.blobName) throw new Error('the stored blob is not the content that was checked');
  return stored;
}

/** What a stored blob is, from its first bytes; null when there is no such blob. */
export async function blobKind(blobs: BlobStore, name: string): Promise<FileKind | null> {
  const chunks = await blobs.get(name);
  if (chunks === null) return null;
  let head = new Uint8Array(0);
  // Leaving the loop early closes the underlying file.
  for await (const chunk of chunks) {
    const next = new Uint8Array(head.length + chunk.length);
    next.set(head);
    next.set(chunk, head.length);
    head = next;
    if (head.length >= SNIFF_BYTES) break;
  }
  return sniff(head.subarray(0, SNIFF_BYTES));
}

/** The contents a screen's extensions stand for (xlsx and docx are ZIPs, xls and doc OLE2). */
export function kindsFor(context: UploadContext): ReadonlySet<FileKind> {
  return new Set(UPLOAD_TYPES_BY_CONTEXT[context].map((ext) => KIND_BY_EXTENSION[ext] ?? 'unknown'));
}

const unknownBlob = documentErrors.unknownBlob;

/**
 * Null when every named blob exists and holds a type `context` accepts; else the refusal
 * 'Please upload a valid file' naming the field. Blank names are left to the use case, which
 * answers its own form message for a missing file.
 */
export async function checkBlobRefs(
  blobs: BlobStore,
  refs: Readonly<Record<string, string | null | undefined>>,
  context: UploadContext,
): Promise<DomainError | null> {
  const accepted = kindsFor(context);
  for (const [field, raw] of Object.entries(refs)) {
    const name = raw?.trim();
    if (!name) continue;
    if (!isBlobName(name)) return unknownBlob(field);
    const kind = await blobKind(blobs, name);
    if (kind === null || !accepted.has(kind)) return unknownBlob(field);
  }
  return null;
}
