/**
 * Uploads and citations of blobs (./blob-ledger.ts): a route that stores an upload records who
 * uploaded it (`recordBlobUpload`); a use case that lets a user cite a blob — a stipulation
 * message, the final documents of a resolve, a missing document, the engagement file of due
 * diligence, a bid question — refuses names the user did not upload (`citationRefusal`), so a
 * blob name learnt elsewhere cannot be laundered into a thread and downloaded from it.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import { isBlobName } from '../ports/blob-store';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import type { BlobLedger } from './blob-ledger';
import { documentErrors } from './documents.errors';

/**
 * Null when every cited name (blank ones are left to the forms, which have their own messages)
 * is a blob `userId` uploaded; else 'Please upload a valid file' naming the first field that is not.
 *
 * @example
 * const refused = await citationRefusal(s.blobUploads, actor.userId, { blobName: input.blobName });
 * if (refused) return err(refused);
 */
export async function citationRefusal(
  ledger: BlobLedger,
  userId: string,
  cited: Readonly<Record<string, string | null | undefined>>,
): Promise<DomainError | null> {
  for (const [field, raw] of Object.entries(cited)) {
    const name = raw?.trim();
    if (!name) continue;
    if (!isBlobName(name) || !(await ledger.uploadedBy(name, userId)))
      return documentErrors.unknownBlob(field);
  }
  return null;
}

/** The cited fields of a list of blob names, as `citationRefusal` takes them (`finalDocs.0` …). */
export function citedList(field: string, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name, i) => [`${field}.${i}`, name]));
}

/** File names are kept to this many characters (the extension survives a cut). */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * The name to keep for an uploaded file: trimmed, control characters dropped, at most
 * `MAX_FILE_NAME_LENGTH` characters with its extension kept; null when nothing is left.
 */
export function keptFileName(raw: string | null | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const name = [...(raw ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()];
  if (name.length === 0) return null;
  if (name.length <= MAX_FILE_NAME_LENGTH) return name.join('');
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : [];
  return [...name.slice(0, MAX_FILE_NAME_LENGTH - ext.length), ...ext].join('');
}

/**
 * Records that the actor uploaded `blobName` (the blob store already holds it, or will once the
 * upload is accepted) under `fileName`, so the actor may cite it and a download can carry the
 * name. Anyone who may upload files may record their own uploads, and only their own.
 */
export async function recordBlobUpload(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly blobName: string; readonly fileName?: string | null },
): Promise<Result<{ readonly blobName: string }, DomainError>> {
  const allowed = requireCapability(actor, 'upload');
  if (!allowed.ok) return allowed;
  if (!isBlobName(input.blobName)) return err(documentErrors.unknownBlob('blobName'));
  const fileName = keptFileName(input.fileName);
  return transact(deps.uow, async (s) => {
    await s.blobUploads.recordUpload(input.blobName, actor.userId, deps.clock.now().toISOString(), fileName);
    return ok({ blobName: input.blobName });
  });
}

/**
 * The file name `uploaderId` gave `blobName`, or null. A read for downloads: call it only once
 * the caller may read a reference to the blob that `uploaderId` made (the citation rule makes
 * the citer its uploader).
 */
export function uploadedFileName(
  deps: TradingDeps,
  blobName: string,
  uploaderId: string,
): Promise<string | null> {
  return deps.uow.run((s) => s.blobUploads.fileNameOf(blobName, uploaderId));
}
