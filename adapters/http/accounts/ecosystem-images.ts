/**
 * Logo and banner images of an ecosystem (spec §3 profile_pic, banner_pic[]; §7 upload, §9
 * limits). One multipart `file`, at most 50,000,000 bytes (413 'File too big' while streaming),
 * jpg, jpeg or png by extension *and* content. It is stored under its content hash and named
 * `<hash>.<ext>`: the name the registration form then sends, whose extension the core checks.
 */
import { createReadStream } from 'node:fs';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MESSAGES } from '../../../core/errors/messages';
import { IMAGE_TYPES, UPLOAD_MAX_BYTES } from '../../../core/validation/constants';
import { multipartBody } from '../kit/bodies';
import { serve } from '../kit/reply';
import { okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER_AND_XSRF } from '../session';
import { receiveUpload, uploadRefusalResponse } from '../uploads';
import type { AccountHttpDeps, SessionGuards } from './deps';
import { guarded } from './refusals';

const ImageSchema = toastSchema('EcosystemImage', {
  blobName: z.string().openapi({ example: `${'ab'.repeat(32)}.png`, description: '`<sha-256>.<ext>`.' }),
});

const multipart = multipartBody({ description: 'One jpg, jpeg or png.' });

export function ecosystemImageRoutes(
  api: OpenAPIHono<AppEnv>,
  deps: AccountHttpDeps,
  guard: SessionGuards,
): void {
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/businesses/ecosystem/images',
      tags: ['Ecosystems'],
      summary: "Upload a logo or banner image → 'File uploaded successfully' and its name",
      security: BEARER_AND_XSRF,
      middleware: guard.required,
      request: multipart,
      responses: {
        201: okJson(ImageSchema, 'The name to send as profile_pic or in banner_pic.'),
        ...guarded(true, 400, 413),
      },
    }),
    async (c) => {
      const upload = await receiveUpload(c.req.raw, { maxBytes: UPLOAD_MAX_BYTES, extensions: IMAGE_TYPES });
      if (!upload.ok) {
        const { status, body } = uploadRefusalResponse(upload.refusal, upload.fileName);
        return c.json(body, status);
      }
      try {
        const blob = await deps.blobs.put(createReadStream(upload.file.path));
        const blobName = `${blob.name}.${upload.file.extension}`;
        return c.json({ success: true as const, message: MESSAGES.fileUploaded, blobName }, 201);
      } finally {
        await upload.file.discard();
      }
    },
  );
}
