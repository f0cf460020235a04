/**
 * Bulk bid upload (spec §5; path ours: `POST /api/bulk_bid_upload`): a multipart upload of one
 * .xlsx (checked by extension and content, at most 50,000,000 bytes cut off while streaming),
 * read with the spreadsheet adapter into `_id` + amount rows and matched by the core against
 * the loans still open on which the caller has no bid. The action is irreversible, so without
 * `confirm=true` (query or form field) the answer is a preview and nothing is placed. None
 * match: 422 'No Matching Records'; some: 'Partial Matching Records'. The sheet is read and
 * discarded, not stored.
 */
import { readFile } from 'node:fs/promises';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { type BulkSheet, bulkSheetRows } from '../../../../core/bidding/bulk-sheet';
import { type UploadBulkBidsOutcome, uploadBulkBids } from '../../../../core/bidding/upload-bulk-bids';
import { toDollars } from '../../../../core/money/cents';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES_BY_CONTEXT } from '../../../../core/validation/constants';
import { readSheet } from '../../../spreadsheet/read-sheet';
import { multipartBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER_AND_XSRF } from '../../session';
import { uploadRefusalResponse } from '../../uploads';
import { receiveCheckedUpload } from '../checked-upload';
import type { TradingHttpDeps } from '../deps';
import { refusals } from '../dto/refusals';

const tags = ['Bidding'];

const BulkOutcomeSchema = z
  .object({
    placed: z.boolean(),
    matching: z.enum(['all', 'partial']),
    matched: z.array(z.object({ row: z.number(), _id: z.string(), bidId: z.string(), amount: z.number() })),
    unmatched: z.array(
      z.object({
        row: z.number(),
        _id: z.string(),
        reason: z.enum(['not_open', 'own_loan', 'already_bid', 'invalid_amount', 'duplicate_row']),
      }),
    ),
  })
  .openapi('BulkBidOutcome');

/** The outcome with `row` as the sheet's own row number (header = 1). */
function outcomeDto(outcome: UploadBulkBidsOutcome, sheet: BulkSheet): z.infer<typeof BulkOutcomeSchema> {
  const sheetRow = (row: number) => sheet.sheetRows[row - 1] ?? row + 1;
  return {
    placed: outcome.placed,
    matching: outcome.matching,
    matched: outcome.matched.map((m) => ({
      row: sheetRow(m.row),
      _id: m.loanId,
      bidId: m.bidId,
      amount: toDollars(m.amountCents),
    })),
    unmatched: outcome.unmatched.map((u) => ({ row: sheetRow(u.row), _id: u.loanId, reason: u.reason })),
  };
}

export function bulkUploadRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/bulk_bid_upload',
      tags,
      summary: 'Place bids from an .xlsx of `_id` and amount rows; a preview unless confirm=true',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: {
        query: z.object({ confirm: z.enum(['true', 'false']).optional() }),
        ...multipartBody(
          { description: 'One .xlsx of _id and amount columns.' },
          { confirm: { enum: ['true', 'false'] } },
        ),
      },
      responses: {
        200: okJson(
          envelope(BulkOutcomeSchema),
          "Preview ('All Matching Records' / 'Partial Matching Records') or placed ('Created Successfully').",
        ),
        ...refusals(400, 403, 413, 422),
      },
    }),
    async (c) => {
      const received = await receiveCheckedUpload(c.req.raw, {
        maxBytes: UPLOAD_MAX_BYTES,
        extensions: UPLOAD_TYPES_BY_CONTEXT.bulkBid,
      });
      if (!received.ok) {
        const { status, body } = uploadRefusalResponse(received.refusal, received.fileName);
        return c.json(body, status);
      }
      try {
        const table = await readSheet(await readFile(received.file.path), received.file.fileName);
        if (!table.ok) return refuse(c, table.error);
        const sheet = bulkSheetRows(table.value);
        if (!sheet.ok) return refuse(c, sheet.error);
        const confirm = (c.req.valid('query').confirm ?? received.fields.confirm) === 'true';
        const outcome = await uploadBulkBids(deps.trading, actorOf(c), { rows: sheet.value.rows, confirm });
        return answer(c, outcome, (done) => success(c, done.message, outcomeDto(done, sheet.value)));
      } finally {
        await received.file.discard();
      }
    },
  );
}
