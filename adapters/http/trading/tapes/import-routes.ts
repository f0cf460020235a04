/**
 * Tape import over HTTP (spec §7 `POST /api/excel_Upload` multipart xlsxFile, loan_id, tapeName,
 * updateTape → {message, batch_id}; spec §5: the tape is required, no file gives 'Please Select
 * an Excel file to upload'; the edit report is answered in part and downloaded whole through
 * ./report-routes.ts). The file (.xlsx, .xls or .csv, at most
 * 50,000,000 bytes, cut off while streaming) goes through the shared pipeline of adapters/tapes;
 * `loan_id` is accepted and ignored: an import always covers the whole file.
 */
import { readFile } from 'node:fs/promises';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MESSAGES } from '../../../../core/errors/messages';
import { MAX_FINDINGS_IN_REFUSAL, tapeFileErrors } from '../../../../core/tapes/tape-file.errors';
import { UPLOAD_MAX_BYTES } from '../../../../core/validation/constants';
import { SHEET_EXTENSIONS } from '../../../spreadsheet/read-sheet';
import { importTapeFile } from '../../../tapes/import-tape-file';
import type { TapeFileServices } from '../../../tapes/tape-file-services';
import { errorBody } from '../../errors';
import { multipartBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve } from '../../kit/reply';
import { okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER_AND_XSRF } from '../../session';
import { uploadRefusalResponse } from '../../uploads';
import { receiveCheckedUpload } from '../checked-upload';
import { refusals } from '../dto/refusals';
import { type TapeHttpDeps, tags } from './tape-http';

const FindingSchema = z.object({
  row: z.number(),
  column: z.string().nullable(),
  code: z.string().openapi({ example: 'V001' }),
  stage: z.enum(['syntactical', 'validity', 'quality']),
  message: z.string(),
  value: z.string().optional(),
});

const ImportAnswerSchema = z
  .object({
    success: z.literal(true),
    message: z.string().openapi({ example: MESSAGES.filesImported }),
    batch_id: z.string(),
    tape_name: z.string(),
    added: z.number(),
    updated: z.number(),
    identical: z.number(),
    report: z.object({
      rows: z.number(),
      accepted: z.number(),
      rejected: z.number(),
      flagged: z.number(),
      findingsTotal: z.number(),
      findings: z.array(FindingSchema).openapi({ description: `The first ${MAX_FINDINGS_IN_REFUSAL}.` }),
      download: z.string().openapi({ description: 'Where the whole report is downloaded.' }),
    }),
  })
  .openapi('TapeImport');

export function importRoutes(
  api: OpenAPIHono<AppEnv>,
  deps: TapeHttpDeps,
  tapeFiles: TapeFileServices,
): void {
  const tapeDeps = { trading: deps.trading, blobs: deps.blobs, ...tapeFiles };
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/excel_Upload',
      tags,
      summary: 'Import a loan tape (.xlsx, .xls, .csv) into a tape of the calling lender, in one batch',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: multipartBody(
        { name: 'xlsxFile' },
        {
          tapeName: { required: true },
          updateTape: { enum: ['true', 'false'] },
          mappingName: { description: 'A saved or built-in column mapping.' },
          loan_id: { description: 'Accepted and ignored.' },
        },
      ),
      responses: {
        200: okJson(ImportAnswerSchema, "'Files Imported SuccessFully.' with the batch and its edit report."),
        ...refusals(400, 403, 409, 413),
      },
    }),
    async (c) => {
      const received = await receiveCheckedUpload(c.req.raw, {
        maxBytes: UPLOAD_MAX_BYTES,
        extensions: SHEET_EXTENSIONS,
      });
      if (!received.ok) {
        if (received.refusal === 'missing') {
          const e = tapeFileErrors.fileRequired();
          return c.json(errorBody(e.code, e.message), 400);
        }
        const { status, body } = uploadRefusalResponse(received.refusal, received.fileName);
        return c.json(body, status);
      }
      try {
        const { fields, file } = received;
        if (!fields.tapeName?.trim()) return refuse(c, tapeFileErrors.tapeRequired());
        const outcome = await importTapeFile(tapeDeps, actorOf(c), {
          tapeName: fields.tapeName,
          fileName: file.fileName,
          bytes: await readFile(file.path),
          mappingName: fields.mappingName,
          update: fields.updateTape === 'true',
        });
        return answer(c, outcome, (done) =>
          c.json({
            success: true as const,
            message: MESSAGES.filesImported,
            batch_id: done.batchId,
            tape_name: done.tapeName,
            added: done.added,
            updated: done.updated,
            identical: done.identical,
            report: {
              rows: done.rows,
              accepted: done.accepted,
              rejected: done.rejected,
              flagged: done.flagged,
              findingsTotal: done.findings.length,
              findings: done.findings.slice(0, MAX_FINDINGS_IN_REFUSAL),
              download: `/api/tape_import_report/${encodeURIComponent(done.batchId)}?format=xlsx`,
            },
          }),
        );
      } finally {
        await received.file.discard();
      }
    },
  );
}
