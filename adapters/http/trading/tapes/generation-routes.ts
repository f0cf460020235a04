/**
 * Generated tapes (spec §7): `POST /api/loan_tape_gen_report {loantape_name, report_type,
 * maker_id}` → `{code: 200, message, data: {report_data: {loans}}}` (a 400 with the server's
 * message for an unknown type, which the client shows, §8) and `POST /api/storeTape_Response
 * {loan_id, tapeName, maker_id}` → `{code: 200, message, data: [{fieldName, key, value}]}`.
 * With `?format=xlsx` either answers the same data as download.xlsx. `maker_id` must be the
 * caller; `loan_id` is the seller's loan number on the tape or the loan's `_id` (resolved through
 * ../dto/loan-ref.ts within `tapeName`, a number on the tape more than once refused 400).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { DOWNLOAD_FILE_NAME } from '../../../../core/format/export-names';
import {
  generatedTape,
  responseRowsSheet,
  sheetRecords,
  tapeResponse,
} from '../../../../core/tapes/generated-tapes';
import { TAPE_TYPES } from '../../../../core/tapes/layouts/tape-layouts';
import { shortText } from '../../../../core/validation/field-kit';
import { writeXlsx } from '../../../spreadsheet/write-sheet';
import { CONTENT_TYPES } from '../../../tapes/import-report-file';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve } from '../../kit/reply';
import type { AppEnv } from '../../router';
import { BEARER_AND_XSRF } from '../../session';
import { requireSelf } from '../dto/identity';
import { resolveLoanRef } from '../dto/loan-ref';
import { refusals } from '../dto/refusals';
import { downloadQuery, jsonOrWorkbook, sendFile, type TapeHttpDeps, tags } from './tape-http';

const text = shortText();
const reportType = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .openapi({ example: 'ASF', description: TAPE_TYPES.join(' | ') });

const ResponseRowSchema = z.object({ fieldName: z.string(), key: z.string(), value: z.string() });
const CellSchema = z.union([z.string(), z.number(), z.null()]);

const workbook = (sheet: Parameters<typeof writeXlsx>[0]) => ({
  fileName: DOWNLOAD_FILE_NAME,
  contentType: CONTENT_TYPES.xlsx,
  bytes: writeXlsx(sheet),
});

export function generationRoutes(api: OpenAPIHono<AppEnv>, deps: TapeHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/loan_tape_gen_report',
      tags,
      summary: 'A whole tape in the layout of one of the generation tape types (spec §9)',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: {
        query: downloadQuery,
        ...jsonBody(z.object({ loantape_name: text, report_type: reportType, maker_id: text })),
      },
      responses: {
        200: jsonOrWorkbook(
          z.object({
            code: z.literal(200),
            message: z.string(),
            data: z.object({
              report_type: z.string(),
              headers: z.array(z.string()),
              report_data: z.object({ loans: z.array(z.record(z.string(), CellSchema)) }),
            }),
          }),
          'One record per loan, keyed by the layout’s headers (or download.xlsx).',
        ),
        ...refusals(400, 403, 404),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const body = c.req.valid('json');
      const self = requireSelf(actor, 'maker_id', body.maker_id);
      if (!self.ok) return refuse(c, self.error);
      const tape = await generatedTape(deps.trading, actor, {
        tapeName: body.loantape_name,
        reportType: body.report_type,
      });
      return answer(c, tape, (t) => {
        if (c.req.valid('query').format === 'xlsx') return sendFile(c, workbook(t.sheet));
        return c.json({
          code: 200 as const,
          message: `${t.type} tape of ${t.tapeName} generated`,
          data: {
            report_type: t.type,
            headers: [...t.sheet.headers],
            report_data: { loans: sheetRecords(t.sheet) },
          },
        });
      });
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/storeTape_Response',
      tags,
      summary:
        'One loan’s generated tape as field, key and value rows (ASF unless report_type says otherwise)',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: {
        query: downloadQuery,
        ...jsonBody(
          z.object({
            loan_id: text.openapi({ description: 'The loan number on the tape, or the loan’s `_id`.' }),
            tapeName: text,
            maker_id: text,
            report_type: reportType.optional(),
          }),
        ),
      },
      responses: {
        200: jsonOrWorkbook(
          z.object({ code: z.literal(200), message: z.string(), data: z.array(ResponseRowSchema) }),
          'The rows (or download.xlsx).',
        ),
        ...refusals(400, 403, 404),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const body = c.req.valid('json');
      const self = requireSelf(actor, 'maker_id', body.maker_id);
      if (!self.ok) return refuse(c, self.error);
      const ref = await resolveLoanRef(deps.trading, actor, body.loan_id, { tapeName: body.tapeName });
      if (!ref.ok) return refuse(c, ref.error);
      const loanNumber = ref.value?.loanNumber ?? body.loan_id;
      const input = { tapeName: body.tapeName, loanNumber, reportType: body.report_type };
      return answer(c, await tapeResponse(deps.trading, actor, input), (r) => {
        if (c.req.valid('query').format === 'xlsx') return sendFile(c, workbook(responseRowsSheet(r.rows)));
        return c.json({
          code: 200 as const,
          message: `${r.type} tape of loan ${r.loan.loanNumber}`,
          data: r.rows,
        });
      });
    },
  );
}
