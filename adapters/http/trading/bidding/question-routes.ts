/**
 * The question thread between a bidder and the loan's lender on one bid (spec §7 `GET
 * viewBidStipulations (bidId, bidderId)`, `POST bidStipulations {bidId, bidderId, bidderName,
 * message}` → 'Successfully sent inquiry'). Only those two read or write it (the use cases
 * decide); the sender's name is the platform's, so `bidderName` is ignored. `docName` and
 * `blobName` attach a file uploaded beforehand (upload_file), which must be an image or a PDF
 * (the bidding query screen's types, judged by the stored bytes). The file is downloadable by
 * the thread's two parties only: get_loan_pdf / get_image with `bid_id` and `bidder_id`.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { sendBidStipulation, viewBidStipulations } from '../../../../core/bidding/bid-stipulations';
import { MESSAGES } from '../../../../core/errors/messages';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { checkBlobRefs } from '../diligence/blob-files';
import { BidMessageSchema, bidMessageDto } from '../dto/bidding-dto';
import { refusals } from '../dto/refusals';
import { idField } from './bid-fields';

const tags = ['Bidding questions'];
const optionalText = (max: number) => z.string().max(max).nullish();

export function questionRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'get',
      path: '/viewBidStipulations',
      tags,
      summary: 'The thread (bidId, bidderId), oldest first — for the bidder and the lender only',
      security: BEARER,
      middleware: [deps.requireActor],
      request: { query: z.object({ bidId: idField, bidderId: idField }) },
      responses: {
        200: okJson(envelope(z.array(BidMessageSchema)), 'The messages.'),
        ...refusals(400, 403, 404),
      },
    }),
    async (c) =>
      answer(c, await viewBidStipulations(deps.trading, actorOf(c), c.req.valid('query')), ({ messages }) =>
        success(c, 'Success', messages.map(bidMessageDto)),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/bidStipulations',
      tags,
      summary: 'Add a message to the thread (the bidder opens it; the lender answers)',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: jsonBody(
        z.object({
          bidId: idField,
          bidderId: idField,
          bidderName: z
            .string()
            .max(200)
            .optional()
            .openapi({ description: 'Ignored: the platform knows the sender.' }),
          message: z.string().max(5000).optional(),
          docName: optionalText(300),
          blobName: optionalText(300),
        }),
      ),
      responses: {
        201: okJson(envelope(BidMessageSchema), "'Successfully sent inquiry'."),
        ...refusals(400, 403, 404, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const refusal = await checkBlobRefs(deps.blobs, { blobName: body.blobName }, 'biddingQuery');
      if (refusal) return refuse(c, refusal);
      return answer(c, await sendBidStipulation(deps.trading, actorOf(c), body), ({ question }) =>
        success(c, MESSAGES.inquirySent, bidMessageDto(question), 201),
      );
    },
  );
}
