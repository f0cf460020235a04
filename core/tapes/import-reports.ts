/**
 * Where each import's edit report is kept (spec §7 excel_Upload answers a `batch_id`; the
 * lender downloads the report of that batch later as .xlsx or .csv). The report and the file
 * itself are blobs; this index says which blobs belong to which batch and who may read them.
 * It is written right after the import commits: a process killed between the two keeps the
 * import and loses only the stored report (the import's answer carried it already).
 */

/** One import batch's report. */
export interface ImportReportRecord {
  readonly batchId: string;
  readonly tapeName: string;
  /** The importing lender (the user the report belongs to). */
  readonly lenderId: string;
  readonly fileName: string;
  /** Blob of the tape file as uploaded (its name is the batch's content hash). */
  readonly fileBlob: string;
  /** Blob of the report (JSON: summary and findings). */
  readonly reportBlob: string;
  readonly accepted: number;
  readonly rejected: number;
  /** Accepted rows carrying quality flags. */
  readonly flagged: number;
  /** ISO instant. */
  readonly createdAt: string;
}

export interface ImportReportStore {
  /** Records a batch's report; recording the same batch again replaces nothing and is ignored. */
  record(report: ImportReportRecord): Promise<void>;
  get(batchId: string): Promise<ImportReportRecord | null>;
}

/** An in-memory `ImportReportStore` (tests, and the HTTP test world). */
export function memoryImportReportStore(): ImportReportStore {
  const rows = new Map<string, ImportReportRecord>();
  return {
    async record(report) {
      if (!rows.has(report.batchId)) rows.set(report.batchId, { ...report });
    },
    async get(batchId) {
      const row = rows.get(batchId);
      return row ? { ...row } : null;
    },
  };
}
