/**
 * Files (spec §7 upload_file, get_loan_pdf{blobName}, get_image{blobName}). An upload is one
 * multipart `file` checked against the screen's types (`context`, spec §5) by extension and
 * content, stored under its content hash, recorded as the caller's upload (only the uploader may
 * cite a blob in a thread, a document or a case) and answered with that blob name. A download is
 * answered only to a caller who may read something referencing the blob (./blob-access.ts);
 * unknown, malformed and unreadable names all answer 404 alike, so a name reveals nothing.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { recordBlobUpload } from '../../../../core/documents/blob-citations';
import { MESSAGES } from '../../../../core/errors/messages';
import { requireCapability } from '../../../../core/permissions/capabilities';
import { isBlobName } from '../../../../core/ports/blob-store';
import { UPLOAD_TYPES_BY_CONTEXT, type UploadContext } from '../../../../core/validation/constants';
import { errorBody } from '../../errors';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { okJson, refusals } from '../dto/envelopes';
import { actorOf, refuse, serve } from '../dto/reply';
import { readableReference } from './blob-access';
import { blobStream, downloadHeaders } from './blob-download';
import { blobKind } from './blob-files';
import { DILIGENCE_TEXTS } from './diligence.texts';
import { multipartBody, receiveIntoStore } from './upload-request';

const CONTEXTS = Object.keys(UPLOAD_TYPES_BY_CONTEXT) as [UploadContext, ...UploadContext[]];

const UploadedSchema = z
  .object({
    success: z.literal(true),
    statusText: z.literal(MESSAGES.fileUploaded),
    blobName: z.string().openapi({ description: 'SHA-256 of the content, 64 hex digits.' }),
    data: z.object({ blobName: z.string(), fileNameGiven: z.string(), size: z.number().int() }),
  })
  .openapi('UploadedFile');

const download = (description: string) => ({
  200: {
    description,
    content: { 'application/octet-stream': { schema: { type: 'string' as const, format: 'binary' } } },
  },
  ...refusals(404),
});

const where = z.object({
  loan_id: z
    .string()
    .optional()
    .openapi({ description: 'The loan whose documents or threads hold the file.' }),
  stipulation_id: z.string().optional().openapi({ description: 'The thread that holds the file.' }),
});

export function blobRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const auth = [deps.requireActor];

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/upload_file',
      tags: ['Files'],
      summary: 'Upload one file; answers its blob name',
      description: `Accepted types by \`context\` (default \`default\`): ${CONTEXTS.map((k) => `${k}: ${UPLOAD_TYPES_BY_CONTEXT[k].join(', ')}`).join('; ')}.`,
      middleware: auth,
      security: BEARER_AND_XSRF,
      request: { query: z.object({ context: z.enum(CONTEXTS).optional() }), ...multipartBody({}) },
      responses: {
        201: okJson(UploadedSchema, "'File uploaded successfully' and the blob name."),
        ...refusals(400, 403, 413),
      },
    }),
    async (c) => {
      const allowed = requireCapability(actorOf(c), 'upload');
      if (!allowed.ok) return refuse(c, allowed.error);
      const upload = await receiveIntoStore(c, deps.blobs, c.req.valid('query').context ?? 'default');
      if (upload instanceof Response) return upload;
      const { name, size } = upload.blob;
      // The uploader, and only the uploader, may now cite the blob (core/documents/blob-ledger.ts).
      const recorded = await recordBlobUpload(deps.trading, actorOf(c), { blobName: name });
      if (!recorded.ok) return refuse(c, recorded.error);
      const data = { blobName: name, fileNameGiven: upload.fileName, size };
      return c.json(
        { success: true as const, statusText: DILIGENCE_TEXTS.fileUploaded, blobName: name, data },
        201,
      );
    },
  );

  const serveBlob = async (
    c: Context<AppEnv>,
    blobName: string,
    query: z.infer<typeof where>,
    images: boolean,
  ) => {
    const missing = () =>
      c.json(
        errorBody('BLOB.NOT_FOUND', images ? MESSAGES.errorDownloadingImage : MESSAGES.errorDownloadingPdf),
        404,
      );
    if (!isBlobName(blobName)) return missing();
    const context = { loanId: query.loan_id, stipulationId: query.stipulation_id };
    const reference = await readableReference(deps.trading, actorOf(c), blobName, context);
    const kind = reference ? await blobKind(deps.blobs, blobName) : null;
    if (!reference || kind === null || (images && kind !== 'png' && kind !== 'jpeg')) return missing();
    const info = await deps.blobs.stat(blobName);
    const stream = info ? await blobStream(deps.blobs, blobName) : null;
    if (!info || !stream) return missing();
    const headers = {
      ...downloadHeaders(blobName, kind, reference.fileName),
      'content-length': String(info.size),
    };
    return c.body(stream, 200, headers);
  };

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/get_loan_pdf/{blobName}',
      tags: ['Files'],
      summary: 'Download a document file (PDFs and images inline, other files as attachments)',
      middleware: auth,
      security: BEARER,
      request: { params: z.object({ blobName: z.string() }), query: where },
      responses: download('The file, with Content-Disposition and its type.'),
    }),
    async (c) => serveBlob(c, c.req.valid('param').blobName, c.req.valid('query'), false),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/get_image/{blobName}',
      tags: ['Files'],
      summary: 'Download an image file (PNG or JPEG), inline',
      middleware: auth,
      security: BEARER,
      request: { params: z.object({ blobName: z.string() }), query: where },
      responses: download('The image, with Content-Disposition and its type.'),
    }),
    async (c) => serveBlob(c, c.req.valid('param').blobName, c.req.valid('query'), true),
  );
}
