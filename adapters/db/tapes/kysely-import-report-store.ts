import type { Kysely } from 'kysely';
import type { ImportReportStore } from '../../../core/tapes/import-reports';
import type { Database } from '../schema';

/**
 * `ImportReportStore` on Kysely: one row per batch (`tape_import_reports`), written outside any
 * unit of work with a single `INSERT … ON CONFLICT DO NOTHING`.
 */
export function kyselyImportReportStore(db: Kysely<Database>): ImportReportStore {
  return {
    async record(r) {
      await db
        .insertInto('tape_import_reports')
        .values({
          batch_id: r.batchId,
          tape_name: r.tapeName,
          lender_id: r.lenderId,
          file_name: r.fileName,
          file_blob: r.fileBlob,
          report_blob: r.reportBlob,
          accepted: r.accepted,
          rejected: r.rejected,
          flagged: r.flagged,
          created_at: r.createdAt,
        })
        .onConflict((c) => c.column('batch_id').doNothing())
        .execute();
    },
    async get(batchId) {
      const row = await db
        .selectFrom('tape_import_reports')
        .selectAll()
        .where('batch_id', '=', batchId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        batchId: row.batch_id,
        tapeName: row.tape_name,
        lenderId: row.lender_id,
        fileName: row.file_name,
        fileBlob: row.file_blob,
        reportBlob: row.report_blob,
        accepted: row.accepted,
        rejected: row.rejected,
        flagged: row.flagged,
        createdAt: row.created_at,
      };
    },
  };
}
