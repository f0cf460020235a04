/**
 * Reading a multipart upload in a route: one file, at most 50,000,000 bytes (cut off while
 * streaming: 413 'File too big'), an extension the screen accepts and content that agrees with
 * it (adapters/http/uploads.ts). The accepted file goes into the blob store under its content
 * hash; the form's other fields come back as text.
 */
import type { Context } from 'hono';
import type { BlobInfo, BlobStore } from '../../../../core/ports/blob-store';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES_BY_CONTEXT,
  type UploadContext,
} from '../../../../core/validation/constants';
import { errorBody } from '../../errors';
import { receiveUpload, type UploadRefusal, uploadRefusalResponse } from '../../uploads';
import { storeUpload } from './blob-files';

export interface StoredUpload {
  readonly blob: BlobInfo;
  /** The name the uploader gave (kept as `fileNameGiven`, never used to store). */
  readonly fileName: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** What to answer when no file was sent, when a screen has its own text for it. */
export type MissingFileAnswer = { readonly code: string; readonly message: string };

/** The stored upload, or the Response refusing it. */
export async function receiveIntoStore(
  c: Context,
  blobs: BlobStore,
  context: UploadContext,
  missing?: MissingFileAnswer,
): Promise<StoredUpload | Response> {
  const outcome = await receiveUpload(c.req.raw, {
    maxBytes: UPLOAD_MAX_BYTES,
    extensions: UPLOAD_TYPES_BY_CONTEXT[context],
  });
  if (!outcome.ok) return refusal(c, outcome.refusal, outcome.fileName, missing);
  const blob = await storeUpload(blobs, outcome.file);
  return { blob, fileName: outcome.file.fileName, fields: outcome.fields };
}

function refusal(c: Context, why: UploadRefusal, fileName: string | undefined, missing?: MissingFileAnswer) {
  if (why === 'missing' && missing) return c.json(errorBody(missing.code, missing.message), 400);
  const { status, body } = uploadRefusalResponse(why, fileName);
  return c.json(body, status);
}

/** The OpenAPI description of a multipart body with one `file` and text `fields`. */
export function multipartBody(fields: Readonly<Record<string, string>>) {
  const properties: Record<string, { type: 'string'; format?: string; description: string }> = {
    file: { type: 'string', format: 'binary', description: 'Exactly one file, at most 50,000,000 bytes.' },
  };
  for (const [name, description] of Object.entries(fields))
    properties[name] = { type: 'string', description };
  return {
    body: {
      required: true,
      content: {
        'multipart/form-data': { schema: { type: 'object' as const, required: ['file'], properties } },
      },
    },
  };
}
