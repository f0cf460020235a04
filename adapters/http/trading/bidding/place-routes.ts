/**
 * Placing and opening bids (spec §7): `POST /api/place_bid {bidId, bidderId, amount}` →
 * 'Created Successfully' (an `Idempotency-Key` header makes a retry safe: the first answer is
 * replayed), and `POST /api/open_for_bidding {loanIds, validTill}` (path ours) → 'Loan open
 * for bidding and emails sent' (loans by `_id` only). `bidderId` must be the caller (403 'REQUEST.NOT_YOURSELF', as on
 * every trading call; ./dto/identity.ts).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MAX_LOANS_PER_OPENING, openForBidding } from '../../../../core/bidding/open-for-bidding';
import { placeBid } from '../../../../core/bidding/place-bid';
import { toDollars } from '../../../../core/money/cents';
import { idempotency } from '../../idempotency';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { identityMismatch } from '../dto/identity';
import { refusals } from '../dto/refusals';
import { LOAN_ID_ONLY } from '../dto/request-fields';
import { amountField, idField } from './bid-fields';

const tags = ['Bidding'];

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .openapi({ description: 'Makes a retry safe: the same key and body get the first answer back.' }),
});

export function placeRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/place_bid',
      tags,
      summary: "Place the caller's one bid on an open bid before validTill (spec §4)",
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor, idempotency(deps.idempotency, deps.now)],
      request: {
        headers: idempotencyHeader,
        ...jsonBody(z.object({ bidId: idField, bidderId: idField, amount: amountField })),
      },
      responses: {
        201: okJson(
          envelope(
            z.object({
              bidId: z.string(),
              bidderId: z.string(),
              bidAmount: z.number(),
              placedAt: z.string(),
            }),
          ),
          "'Created Successfully'.",
        ),
        ...refusals(400, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const mismatch = identityMismatch(actorOf(c), { bidderId: body.bidderId });
      if (mismatch) return refuse(c, mismatch);
      return answer(
        c,
        await placeBid(deps.trading, actorOf(c), { amount: undefined, ...body }),
        ({ message, entry }) =>
          success(
            c,
            message,
            {
              bidId: entry.bidId,
              bidderId: entry.bidderId,
              bidAmount: toDollars(entry.amountCents),
              placedAt: entry.placedAt,
            },
            201,
          ),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/open_for_bidding',
      tags,
      summary: "Open the caller's listed loans for bidding until validTill and email every investor",
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: jsonBody(
        z.object({
          loanIds: z
            .array(idField)
            .max(MAX_LOANS_PER_OPENING)
            .openapi({ description: `Loans by \`_id\`. ${LOAN_ID_ONLY}` }),
          validTill: z
            .string({ error: 'Invalid request' })
            .max(40)
            .openapi({ example: '2026-03-09T17:00:00.000Z' }),
        }),
      ),
      responses: {
        201: okJson(
          envelope(
            z.object({
              bids: z.array(
                z.object({
                  _id: z.string(),
                  loan_id: z.string(),
                  validTill: z.string(),
                  loanAmount: z.number(),
                }),
              ),
              emailed: z.number(),
            }),
          ),
          "'Loan open for bidding and emails sent'.",
        ),
        ...refusals(400, 403, 404, 409, 422),
      },
    }),
    async (c) =>
      answer(
        c,
        await openForBidding(deps.trading, actorOf(c), c.req.valid('json')),
        ({ message, bids, emailed }) =>
          success(
            c,
            message,
            {
              bids: bids.map((b) => ({
                _id: b.id,
                loan_id: b.loanId,
                validTill: b.validTill,
                loanAmount: toDollars(b.loanAmountCents),
              })),
              emailed,
            },
            201,
          ),
      ),
  );
}
