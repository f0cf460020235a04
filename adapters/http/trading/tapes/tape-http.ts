/**
 * What the tape-file routes share: their deps (the trading routes' deps, whose `tapeFiles`
 * hold saved mappings and import reports) and how a sheet is handed over as a download.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { SheetFile } from '../../../tapes/import-report-file';
import type { TradingHttpDeps } from '../deps';

export type TapeHttpDeps = TradingHttpDeps;

export const tags = ['Loan tapes'];

/** `?format=xlsx` turns a JSON answer into its spreadsheet download. */
export const downloadQuery = z.object({
  format: z.enum(['json', 'xlsx']).optional().openapi({ description: 'xlsx: the same data as a download.' }),
});

/** The documented 200 of a route that answers JSON or, with `?format=xlsx`, a workbook. */
export function jsonOrWorkbook(schema: z.ZodType, description: string) {
  return {
    description,
    content: {
      'application/json': { schema },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: { type: 'string' as const, format: 'binary' },
      },
    },
  };
}

/** Answers a file as an attachment (its name quoted, and UTF-8 encoded for non-ASCII names). */
export function sendFile(c: Context, file: SheetFile): Response {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  });
}
