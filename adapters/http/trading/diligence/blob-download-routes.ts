/**
 * File downloads (spec §7 get_loan_pdf{blobName}, get_image{blobName}). A download is answered
 * only to a caller who may read something referencing the blob (./blob-access.ts), under the
 * name the uploader gave it and the type its bytes show (./blob-download.ts); unknown,
 * malformed and unreadable names all answer 404 alike, so a name reveals nothing. get_image also
 * serves, to anyone, the logos and banners ecosystems show on their login pages (spec §7
 * "ecosystem images via get_image plus profile_pic"), named `<sha-256>.<ext>` as profile_pic is.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { uploadedFileName } from '../../../../core/documents/blob-citations';
import { MESSAGES } from '../../../../core/errors/messages';
import { isBlobName } from '../../../../core/ports/blob-store';
import { errorBody } from '../../errors';
import { actorOf, serve } from '../../kit/reply';
import type { AppEnv } from '../../router';
import { BEARER } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { resolveLoanRef } from '../dto/loan-ref';
import { refusals } from '../dto/refusals';
import { type BlobReference, readableReference } from './blob-access';
import { downloadName, sendBlob } from './blob-download';
import { type ImageName, imageName, servePublicImage } from './public-images';

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
    .openapi({ description: 'The loan (`_id` or loan number) whose documents or threads hold the file.' }),
  stipulation_id: z.string().optional().openapi({ description: 'The thread that holds the file.' }),
  bid_id: z.string().optional().openapi({ description: 'With `bidder_id`: the bid question thread.' }),
  bidder_id: z.string().optional(),
});

type Where = z.infer<typeof where>;

export function blobDownloadRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const missing = (c: Context, images: boolean) =>
    c.json(
      errorBody('BLOB.NOT_FOUND', images ? MESSAGES.errorDownloadingImage : MESSAGES.errorDownloadingPdf),
      404,
    );

  /** The blob, to a caller who may read a reference to it (`image`: get_image's request), or 404. */
  const serveReferenced = async (
    c: Context<AppEnv>,
    blobName: string,
    query: Where,
    image: ImageName | null,
  ) => {
    const images = image !== null;
    const actor = actorOf(c);
    const loan = query.loan_id ? await resolveLoanRef(deps.trading, actor, query.loan_id) : null;
    const context = {
      loanId: loan?.ok && loan.value ? loan.value.id : query.loan_id,
      stipulationId: query.stipulation_id,
      bidId: query.bid_id,
      bidderId: query.bidder_id,
    };
    const reference = await readableReference(deps.trading, actor, blobName, context);
    if (!reference) return missing(c, images);
    const name = await nameOf(reference, blobName);
    const sent = await sendBlob(c, deps.blobs, blobName, name, { images, ext: image?.ext });
    return sent ?? missing(c, images);
  };

  const nameOf = async (reference: BlobReference, blobName: string) =>
    downloadName(reference.fileName, await uploadedFileName(deps.trading, blobName, reference.uploaderId));

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/get_loan_pdf/{blobName}',
      tags: ['Files'],
      summary: 'Download a document file (PDFs and images inline, other files as attachments)',
      middleware: [deps.requireActor],
      security: BEARER,
      request: { params: z.object({ blobName: z.string() }), query: where },
      responses: download('The file, under the name its uploader gave it, with its type.'),
    }),
    async (c) => {
      const { blobName } = c.req.valid('param');
      if (!isBlobName(blobName)) return missing(c, false);
      return serveReferenced(c, blobName, c.req.valid('query'), null);
    },
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/get_image/{blobName}',
      tags: ['Files'],
      summary: 'Download an image (PNG or JPEG), inline; ecosystem logos and banners need no session',
      description:
        'An ecosystem’s profile_pic or banner_pic (`<sha-256>.<ext>`) is served to anyone; any other ' +
        'image needs a session and a reference the caller may read, as for get_loan_pdf.',
      security: [{}, ...BEARER],
      request: { params: z.object({ blobName: z.string() }), query: where },
      responses: download('The image, with Content-Disposition and its type.'),
    }),
    async (c) => {
      const name = imageName(c.req.valid('param').blobName);
      if (!name) return missing(c, true);
      const open = await servePublicImage(c, deps, name);
      if (open) return open;
      // Everything else is behind the session and the reference checks.
      let answered: Response | undefined;
      const refused = await deps.requireActor(c, async () => {
        answered = await serveReferenced(c, name.blobName, c.req.valid('query'), name);
      });
      return refused ?? answered ?? missing(c, true);
    },
  );
}
