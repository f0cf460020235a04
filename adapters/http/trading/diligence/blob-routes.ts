/**
 * File uploads (spec §7 upload_file). An upload is one multipart `file` checked against the
 * screen's types (`context`, spec §5) by extension and content, stored under its content hash,
 * recorded as the caller's upload with the name the caller gave it (only the uploader may cite a
 * blob in a thread, a document or a case; a download carries that name) and answered with the
 * blob name. Downloads: ./blob-download-routes.ts.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { recordBlobUpload } from '../../../../core/documents/blob-citations';
import { MESSAGES } from '../../../../core/errors/messages';
import { requireCapability } from '../../../../core/permissions/capabilities';
import { UPLOAD_TYPES_BY_CONTEXT, type UploadContext } from '../../../../core/validation/constants';
import { multipartBody } from '../../kit/bodies';
import { actorOf, refuse, serve } from '../../kit/reply';
import { okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { refusals } from '../dto/refusals';
import { storeUpload } from './blob-files';
import { DILIGENCE_TEXTS } from './diligence.texts';
import { PENDING_FILE, receivePending } from './upload-request';

const CONTEXTS = Object.keys(UPLOAD_TYPES_BY_CONTEXT) as [UploadContext, ...UploadContext[]];

const UploadedSchema = z
  .object({
    success: z.literal(true),
    statusText: z.literal(MESSAGES.fileUploaded),
    blobName: z.string().openapi({ description: 'SHA-256 of the content, 64 hex digits.' }),
    data: z.object({ blobName: z.string(), fileNameGiven: z.string(), size: z.number().int() }),
  })
  .openapi('UploadedFile');

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
      request: { query: z.object({ context: z.enum(CONTEXTS).optional() }), ...multipartBody(PENDING_FILE) },
      responses: {
        201: okJson(UploadedSchema, "'File uploaded successfully' and the blob name."),
        ...refusals(400, 403, 413),
      },
    }),
    async (c) => {
      const allowed = requireCapability(actorOf(c), 'upload');
      if (!allowed.ok) return refuse(c, allowed.error);
      const upload = await receivePending(c, c.req.valid('query').context ?? 'default');
      if (upload instanceof Response) return upload;
      try {
        const { name, size } = await storeUpload(deps.blobs, upload);
        // The uploader, and only the uploader, may now cite the blob (core/documents/blob-ledger.ts).
        const file = { blobName: name, fileName: upload.fileName };
        const recorded = await recordBlobUpload(deps.trading, actorOf(c), file);
        if (!recorded.ok) return refuse(c, recorded.error);
        const data = { blobName: name, fileNameGiven: upload.fileName, size };
        return c.json(
          { success: true as const, statusText: DILIGENCE_TEXTS.fileUploaded, blobName: name, data },
          201,
        );
      } finally {
        await upload.file.discard();
      }
    },
  );
}
