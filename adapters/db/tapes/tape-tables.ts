import { col } from '../columns';

/**
 * The tapes and their import batches as the code expects them now (see `schema.ts`). A tape's
 * name is its key: tape names are unique on the whole platform (spec §7 calls name a tape alone).
 * `import_batches` records each imported file with the hash of its bytes, so a re-import of the
 * same file is recognised (index on tape and hash).
 */
export const tapeTables = {
  tapes: {
    name: col.text({ primaryKey: true }),
    lender_id: col.text(),
    issuing_authority: col.text(),
    loan_count: col.integer(),
    created_at: col.timestamp(),
  },
  import_batches: {
    id: col.id(),
    tape_name: col.text({ references: 'tapes.name' }),
    content_hash: col.text(),
    file_name: col.text(),
    loan_count: col.integer(),
    created_at: col.timestamp(),
    created_by: col.text(),
  },
} as const;
