import { type Kysely, type Migration, sql } from 'kysely';

/**
 * 0022 — loan search by what the viewer may see (issue 17). A viewer who does not see every
 * loan is searched as disjoint arms, one per visibility clause (adapters/db/loans/
 * loan-visibility-arms.ts), each a seek; two arms had no index that answers them alone:
 *
 * - `loans_status_search_idx`: 0021's search columns behind the status, so the loans open for
 *   bidding (what every investor sees) are counted and filtered from a seek on their status —
 *   a FICO range a second seek inside it — instead of a walk over every loan's entry testing
 *   the viewer's OR (measured at 200,000 loans, an investor's count with one HMDA filter:
 *   29 ms before, 3 ms after);
 * - `loans_owner_lender_idx` (owner_id, lender_id, status, id) in place of
 *   `loans_owner_status_idx` (owner_id, status, id), which nothing else reads: the loans a
 *   party owns but did not publish are two range seeks either side of its own id, with the
 *   status in the entry; a lender's count no longer reads each of its loans' rows.
 *
 * Statistics as in 0021: `ANALYZE loans` when loans exist. Released: never edit.
 */
const STATUS_SEARCH_COLUMNS = [
  'status',
  'fico',
  'ltv',
  'dti',
  'tenure_months',
  'amount_cents',
  'borrower_gender',
  'borrower_ethnicity',
  'borrower_race',
  'lender_id',
  'owner_id',
  'tape_name',
  'loan_number',
  'id',
] as const;

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('loans_status_search_idx')
    .on('loans')
    .columns([...STATUS_SEARCH_COLUMNS])
    .execute();
  await db.schema.dropIndex('loans_owner_status_idx').execute();
  await db.schema
    .createIndex('loans_owner_lender_idx')
    .on('loans')
    .columns(['owner_id', 'lender_id', 'status', 'id'])
    .execute();
  // exists() is a boolean on PostgreSQL, 0 or 1 on SQLite.
  const { rows } = await sql<{
    found: boolean | number;
  }>`select exists (select 1 from loans) as found`.execute(db);
  if (Number(rows[0]?.found ?? 0) > 0) await sql`analyze loans`.execute(db);
}

export const migration0022: Migration = { up };
