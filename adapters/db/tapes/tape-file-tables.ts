import { col } from '../columns';

/**
 * Tables of the tape-file pipeline (adapters/tapes):
 * - `field_mappings`: the column mappings users save (spec §7 getUserFieldMapping), one row per
 *   (user, name), the mapping as canonical JSON.
 * - `tape_import_reports`: for each import batch, who imported it, the edit report and the
 *   file as blobs, and the counts — what `GET /api/tape_import_report/{batch_id}` serves.
 */
export const tapeFileTables = {
  field_mappings: {
    user_id: col.text(),
    name: col.text(),
    mapping: col.json(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  },
  tape_import_reports: {
    batch_id: col.id(),
    tape_name: col.text(),
    lender_id: col.text(),
    file_name: col.text(),
    file_blob: col.text(),
    report_blob: col.text(),
    accepted: col.integer(),
    rejected: col.integer(),
    flagged: col.integer(),
    created_at: col.timestamp(),
  },
} as const;
