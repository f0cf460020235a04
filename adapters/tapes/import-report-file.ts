/**
 * The edit report of an import batch as a file (`GET /api/tape_import_report/{batch_id}`,
 * `ispz tape import --report`): one line per finding (row, column, edit code, stage, message,
 * value, rule) as .xlsx or .csv. Only the importing lender and the operator may read it; to
 * anyone else a batch answers as unknown, so batch ids reveal nothing.
 */
import type { DomainError } from '../../core/errors/domain-error';
import { err, ok, type Result } from '../../core/errors/result';
import { safeFileNamePart } from '../../core/format/export-names';
import type { Actor } from '../../core/permissions/actor';
import type { BlobStore } from '../../core/ports/blob-store';
import type { EditFinding } from '../../core/tapes/edits/edit-catalogue';
import { editReportSheet } from '../../core/tapes/edits/edit-report';
import type { ImportReportStore } from '../../core/tapes/import-reports';
import { tapeFileErrors } from '../../core/tapes/tape-file.errors';
import { writeCsv, writeXlsx } from '../spreadsheet/write-sheet';
import type { StoredReport } from './import-tape-file';

export type SheetFormat = 'xlsx' | 'csv';

export const CONTENT_TYPES: Readonly<Record<SheetFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** A file to hand over: its name, type and bytes. */
export interface SheetFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** The findings as a sheet file. */
export function editReportFile(
  findings: readonly EditFinding[],
  baseName: string,
  format: SheetFormat,
): SheetFile {
  const sheet = editReportSheet(findings);
  return {
    fileName: `${baseName}.${format}`,
    contentType: CONTENT_TYPES[format],
    bytes: format === 'xlsx' ? writeXlsx(sheet, 'Edit report') : writeCsv(sheet),
  };
}

async function readBlob(blobs: BlobStore, name: string): Promise<Buffer | null> {
  const chunks = await blobs.get(name);
  if (!chunks) return null;
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/** The stored report of `batchId` as a file, for its lender or the operator. */
export async function importReportFile(
  deps: { readonly reports: ImportReportStore; readonly blobs: BlobStore },
  actor: Actor,
  batchId: string,
  format: SheetFormat,
): Promise<Result<SheetFile & { readonly report: StoredReport }, DomainError>> {
  const record = await deps.reports.get(batchId);
  if (!record || (record.lenderId !== actor.userId && actor.role !== 'ispadmin'))
    return err(tapeFileErrors.reportNotFound(batchId));
  const bytes = await readBlob(deps.blobs, record.reportBlob);
  if (!bytes) throw new Error(`the report blob of batch ${batchId} is missing`);
  const report = JSON.parse(bytes.toString('utf8')) as StoredReport;
  const base = `tape_import_report_${safeFileNamePart(record.tapeName)}_${batchId}`;
  return ok({ ...editReportFile(report.findings, base, format), report });
}
