/**
 * The edit report of an import batch as a download (path ours: `GET
 * /api/tape_import_report/{batch_id}?format=xlsx|csv`): one line per finding with its row,
 * column, edit code, stage, message, value and rule. The importing lender's and the operator's;
 * anyone else gets 404, so batch ids reveal nothing.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { importReportFile } from '../../../tapes/import-report-file';
import type { TapeFileServices } from '../../../tapes/tape-file-services';
import { actorOf, answer, serve } from '../../kit/reply';
import type { AppEnv } from '../../router';
import { BEARER } from '../../session';
import { refusals } from '../dto/refusals';
import { sendFile, type TapeHttpDeps, tags } from './tape-http';

export function reportRoutes(
  api: OpenAPIHono<AppEnv>,
  deps: TapeHttpDeps,
  tapeFiles: TapeFileServices,
): void {
  const files = { reports: tapeFiles.reports, blobs: deps.blobs };
  serve(
    api,
    createRoute({
      method: 'get',
      path: '/tape_import_report/{batch_id}',
      tags,
      summary: 'The edit report of an import batch (row, column, edit, stage, message, value, rule)',
      security: BEARER,
      middleware: [deps.requireActor],
      request: {
        params: z.object({ batch_id: z.string().min(1).max(200) }),
        query: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
      },
      responses: {
        200: {
          description: 'The report file.',
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: { type: 'string' as const, format: 'binary' },
            },
            'text/csv': { schema: { type: 'string' as const } },
          },
        },
        ...refusals(404),
      },
    }),
    async (c) => {
      const { batch_id } = c.req.valid('param');
      const file = await importReportFile(files, actorOf(c), batch_id, c.req.valid('query').format);
      return answer(c, file, (f) => sendFile(c, f));
    },
  );
}
