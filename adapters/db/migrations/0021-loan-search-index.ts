import { type Kysely, type Migration, sql } from 'kysely';

/**
 * 0021 — loan search answered from one index (issue 17: a million loans, count + page of 10).
 *
 * `loans_search_idx` holds every column a search filters on (spec §3 ranges and HMDA fields,
 * amount, status, tape, loan number), checks visibility on (status, lender, owner, tape) and
 * orders by (every sortable field, then id), FICO first: the range investors set most. The count and the page's ids are then read from it
 * alone — a FICO range as a seek, any other filter tested in the index entry — instead of
 * fetching each candidate row (measured on SQLite: 0.4–4 s a count before, a full scan of this
 * index about 0.1 s). The four (range, id) indexes of 0001 go: each tempted the planner into
 * fetching half the table row by row, none could serve a sort with missing values last, and
 * every import paid for them.
 *
 * Statistics: `ANALYZE loans` when loans already exist, so a populated database's planner
 * knows the new index at once (an index without statistics beside indexes with them is planned
 * blind); an empty table is left for the first import (adapters/db/planner-statistics.ts).
 * Released: never edit.
 */
const DROPPED = ['loans_fico_idx', 'loans_ltv_idx', 'loans_dti_idx', 'loans_tenure_idx'] as const;

const SEARCH_COLUMNS = [
  'fico',
  'ltv',
  'dti',
  'tenure_months',
  'amount_cents',
  'borrower_gender',
  'borrower_ethnicity',
  'borrower_race',
  'status',
  'lender_id',
  'owner_id',
  'tape_name',
  'loan_number',
  'id',
] as const;

async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of DROPPED) await db.schema.dropIndex(name).execute();
  await db.schema
    .createIndex('loans_search_idx')
    .on('loans')
    .columns([...SEARCH_COLUMNS])
    .execute();
  // exists() is a boolean on PostgreSQL, 0 or 1 on SQLite.
  const { rows } = await sql<{
    found: boolean | number;
  }>`select exists (select 1 from loans) as found`.execute(db);
  if (Number(rows[0]?.found ?? 0) > 0) await sql`analyze loans`.execute(db);
}

export const migration0021: Migration = { up };
