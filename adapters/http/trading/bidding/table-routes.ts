/**
 * The bidder's tables (spec §7): `GET /api/bidding_table?bidderId=`, `POST /api/bidding_table`
 * with the §3 filter data plus bidderId (and, ours, the bid `status` and the bidder's
 * `outcome`, 'none' for loans not bid on yet), and `POST /api/view_After_Bidding {userId}` →
 * `{data: [...]}` newest first. `bidderId` / `userId` must be the caller (403
 * 'REQUEST.NOT_YOURSELF' before anything is read, as on every trading call). Rows are sorted by time bucket then amount (spec §4).
 * The table is paged in SQL (ours): `page` and `limit` (query or body) pick the page;
 * without them the answer is the first page of the default size, with `total` for the rest.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { BID_STATUSES, BIDDER_OUTCOMES } from '../../../../core/bidding/bid';
import { biddingTable } from '../../../../core/bidding/bidding-table';
import { viewAfterBidding } from '../../../../core/bidding/view-after-bidding';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { BidRowSchema, bidRowDto } from '../dto/bidding-dto';
import { identityMismatch } from '../dto/identity';
import { refusals } from '../dto/refusals';
import { loanFilterFields, toSearchInput } from '../loans/loan-filter-schema';
import { idField } from './bid-fields';
import { pageOf, paging, tableData } from './table-paging';

const tags = ['Bidding'];

const tableBody = loanFilterFields
  .extend({
    bidderId: idField,
    status: z.enum(BID_STATUSES).optional(),
    outcome: z.enum([...BIDDER_OUTCOMES, 'none']).optional(),
    ...paging,
  })
  .openapi('BiddingTableFilter');

const tableAnswer = okJson(
  envelope(
    z.object({
      docs: z.array(BidRowSchema),
      total: z.number().int().openapi({ description: 'Rows of every page.' }),
      page: z.number().int(),
      limit: z.number().int(),
    }),
  ),
  "One page of rows, in the spec's order, and the total; statusText 'There is no loan data ready to bid !' when there are none.",
);

export function tableRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'get',
      path: '/bidding_table',
      tags,
      summary: "The caller's bidding table: open bids on others' loans and the closed bids they took part in",
      security: BEARER,
      middleware: [deps.requireActor],
      request: { query: z.object({ bidderId: idField, ...paging }) },
      responses: { 200: tableAnswer, ...refusals(400, 403) },
    }),
    async (c) => {
      const { bidderId, ...page } = c.req.valid('query');
      const mismatch = identityMismatch(actorOf(c), { bidderId });
      if (mismatch) return refuse(c, mismatch);
      return answer(c, await biddingTable(deps.trading, actorOf(c), { bidderId, ...pageOf(page) }), (table) =>
        success(c, table.emptyMessage ?? 'Success', tableData(table)),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/bidding_table',
      tags,
      summary: 'The bidding table, filtered (spec §3 filter payload; ranges only with both ends)',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: jsonBody(tableBody),
      responses: { 200: tableAnswer, ...refusals(400, 403) },
    }),
    async (c) => {
      const { bidderId, status, outcome, page: p, limit, ...filters } = c.req.valid('json');
      const mismatch = identityMismatch(actorOf(c), { bidderId });
      if (mismatch) return refuse(c, mismatch);
      const page = pageOf({ page: p, limit });
      const input = { bidderId, status, outcome, filters: toSearchInput(filters), ...page };
      return answer(c, await biddingTable(deps.trading, actorOf(c), input), (table) =>
        success(c, table.emptyMessage ?? 'Success', tableData(table)),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/view_After_Bidding',
      tags,
      summary: 'The bids the caller placed, newest first, with Won / Pending / Lost',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: jsonBody(z.object({ userId: idField })),
      responses: {
        200: okJson(
          z.object({ success: z.literal(true), data: z.array(BidRowSchema) }),
          '{data: [...]}, newest first.',
        ),
        ...refusals(400, 403),
      },
    }),
    async (c) => {
      const mismatch = identityMismatch(actorOf(c), { userId: c.req.valid('json').userId });
      if (mismatch) return refuse(c, mismatch);
      return answer(c, await viewAfterBidding(deps.trading, actorOf(c), c.req.valid('json')), ({ rows }) =>
        c.json({ success: true as const, data: rows.map(bidRowDto) }),
      );
    },
  );
}
