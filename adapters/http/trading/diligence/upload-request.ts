/**
 * Reading a multipart upload in a route: one file, at most 50,000,000 bytes (cut off while
 * streaming: 413 'File too big'), an extension the screen accepts and content that agrees with
 * it (../checked-upload.ts). The accepted file waits in a temp file, named by the SHA-256 its
 * blob will have, until the route stores it (`storeUpload`) or drops it (`discard`) — so a
 * route can let the use case decide before anything reaches the blob store. The form's other
 * fields come back as text.
 */
import type { Context } from 'hono';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES_BY_CONTEXT,
  type UploadContext,
} from '../../../../core/validation/constants';
import { sha256OfFile } from '../../../files/content-hash';
import { errorBody } from '../../errors';
import { type ReceivedFile, type UploadRefusal, uploadRefusalResponse } from '../../uploads';
import { receiveCheckedUpload } from '../checked-upload';

export interface PendingUpload {
  readonly file: ReceivedFile;
  /** The blob name the content will have once stored (its SHA-256). */
  readonly blobName: string;
  /** The name the uploader gave (kept as `fileNameGiven`, never used to store). */
  readonly fileName: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** What to answer when no file was sent, when a screen has its own text for it. */
export type MissingFileAnswer = { readonly code: string; readonly message: string };

/** The checked upload, still in its temp file (the caller stores or discards it), or the refusal. */
export async function receivePending(
  c: Context,
  context: UploadContext,
  missing?: MissingFileAnswer,
): Promise<PendingUpload | Response> {
  const outcome = await receiveCheckedUpload(c.req.raw, {
    maxBytes: UPLOAD_MAX_BYTES,
    extensions: UPLOAD_TYPES_BY_CONTEXT[context],
  });
  if (!outcome.ok) return refusal(c, outcome.refusal, outcome.fileName, missing);
  try {
    const blobName = await sha256OfFile(outcome.file.path);
    return { file: outcome.file, blobName, fileName: outcome.file.fileName, fields: outcome.fields };
  } catch (e) {
    await outcome.file.discard();
    throw e;
  }
}

function refusal(c: Context, why: UploadRefusal, fileName: string | undefined, missing?: MissingFileAnswer) {
  if (why === 'missing' && missing) return c.json(errorBody(missing.code, missing.message), 400);
  const { status, body } = uploadRefusalResponse(why, fileName);
  return c.json(body, status);
}

/** The file part `receivePending` reads, as a route documents it (../../kit/bodies.ts `multipartBody`). */
export const PENDING_FILE = { description: 'Exactly one file, at most 50,000,000 bytes.' } as const;
