/**
 * The bids export (spec §9 obs_bid_{date}.xlsx; path ours: `GET /api/bids/export`): the
 * caller's bidding table as a sheet whose `_id` and empty `amount` columns are what the bulk
 * bid upload reads back, so a bidder can fill in amounts and upload it. Nothing to export:
 * 404 'No Records To Download'. The sheet's layout is the one `ispz bids export` writes too
 * (core/bidding/bids-sheet.ts).
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { exportBiddingTable } from '../../../../core/bidding/bidding-table';
import { biddingTableSheet } from '../../../../core/bidding/bids-sheet';
import { domainError } from '../../../../core/errors/domain-error';
import { MESSAGES } from '../../../../core/errors/messages';
import { observationBidFileName } from '../../../../core/format/export-names';
import { writeXlsx } from '../../../spreadsheet/write-sheet';
import { actorOf, answer, refuse, serve } from '../../kit/reply';
import type { AppEnv } from '../../router';
import { BEARER } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { refusals } from '../dto/refusals';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function exportRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'get',
      path: '/bids/export',
      tags: ['Bidding'],
      summary: "The caller's bidding table as obs_bid_{date}.xlsx (fill `amount`, upload to bulk_bid_upload)",
      security: BEARER,
      middleware: [deps.requireActor],
      responses: {
        200: {
          description: 'The workbook.',
          content: { [XLSX_TYPE]: { schema: { type: 'string' as const, format: 'binary' } } },
        },
        ...refusals(403, 404),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      return answer(c, await exportBiddingTable(deps.trading, actor), ({ rows }) => {
        if (rows.length === 0)
          return refuse(c, domainError('not_found', 'EXPORT.NO_RECORDS', MESSAGES.noRecordsToDownload));
        const bytes = writeXlsx(biddingTableSheet(rows));
        return c.body(new Uint8Array(bytes), 200, {
          'content-type': XLSX_TYPE,
          'content-disposition': `attachment; filename="${observationBidFileName(deps.now())}"`,
        });
      });
    },
  );
}
