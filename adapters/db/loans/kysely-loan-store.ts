import type { Kysely, UpdateResult } from 'kysely';
import type { Loan } from '../../../core/loans/loan';
import type { LoanStore } from '../../../core/loans/loan-store';
import { chunks } from '../chunks';
import { byCodePoint, type DialectName, forUpdate } from '../dialect';
import type { Database } from '../schema';
import { loanBatchQueries } from './loan-batch-queries';
import { insertLoans, setQualityFlags } from './loan-inserts';
import { type AttributeRow, attributesToRows, draftToColumns, type LoanRow, rowToLoan } from './loan-rows';
import { searchLoanPage } from './loan-search-page';
import { visible } from './loan-search-sql';

const KEYS_PER_QUERY = 500;

const changed = (result: UpdateResult) => result.numUpdatedRows > 0n;

/**
 * `LoanStore` on Kysely, for SQLite and PostgreSQL alike. Build it on a unit of work's
 * transaction handle: `insertMany` and `updateDetails` write several statements and rely on the
 * transaction for all-or-nothing. `setStatus`, `setOwner` and `updateDetails` are conditional
 * UPDATEs — the database decides the compare-and-set, so two concurrent callers never both win.
 */
export function kyselyLoanStore(db: Kysely<Database>, dialect: DialectName): LoanStore {
  /** Loads the attributes of `rows` and builds the loans, in the order of `rows`. */
  async function withAttributes(rows: readonly LoanRow[]): Promise<Loan[]> {
    const byLoan = new Map<string, AttributeRow[]>(rows.map((r) => [r.id, []]));
    for (const batch of chunks([...byLoan.keys()], KEYS_PER_QUERY)) {
      const attributes = await db
        .selectFrom('loan_attributes')
        .selectAll()
        .where('loan_id', 'in', batch)
        .orderBy('position')
        .execute();
      for (const a of attributes) byLoan.get(a.loan_id)!.push(a);
    }
    return rows.map((row) => rowToLoan(row, byLoan.get(row.id)!));
  }

  async function getMany(ids: readonly string[]): Promise<Loan[]> {
    const rows: LoanRow[] = [];
    for (const batch of chunks([...new Set(ids)], KEYS_PER_QUERY)) {
      rows.push(...(await db.selectFrom('loans').selectAll().where('id', 'in', batch).execute()));
    }
    return withAttributes(rows);
  }

  // Object.assign, not a spread among the methods: V8 builds that literal many times slower.
  const store: Omit<LoanStore, keyof ReturnType<typeof loanBatchQueries>> = {
    async get(id) {
      const [loan] = await getMany([id]);
      return loan ?? null;
    },
    getMany,
    insertMany: (loans) => insertLoans(db, loans),
    setQualityFlags: (tapeName, loanNumber, expected, flags, at) =>
      setQualityFlags(db, { tapeName, loanNumber }, expected, flags, at),
    async setStatus(id, from, to, at) {
      const update = db.updateTable('loans').set({ status: to, updated_at: at });
      return changed(await update.where('id', '=', id).where('status', '=', from).executeTakeFirst());
    },
    async setOwner(id, from, to, at) {
      const update = db.updateTable('loans').set({ owner_id: to, updated_at: at });
      return changed(await update.where('id', '=', id).where('owner_id', '=', from).executeTakeFirst());
    },
    async updateDetails(id, expected, details, at) {
      const current = await db
        .selectFrom('loans')
        .select(['loan_number', 'status', 'owner_id'])
        .where('id', '=', id)
        .$call(forUpdate(dialect))
        .executeTakeFirst();
      if (!current || current.status !== expected.status || current.owner_id !== expected.ownerId)
        return false;
      if (current.loan_number !== details.loanNumber) throw new Error(`loan number of ${id} cannot change`);
      const result = await db
        .updateTable('loans')
        .set({ ...draftToColumns(details), updated_at: at })
        .where('id', '=', id)
        .where('status', '=', expected.status)
        .where('owner_id', '=', expected.ownerId)
        .executeTakeFirst();
      if (!changed(result)) return false;
      await db.deleteFrom('loan_attributes').where('loan_id', '=', id).execute();
      const attributes = attributesToRows(id, details.attributes);
      if (attributes.length > 0) await db.insertInto('loan_attributes').values(attributes).execute();
      return true;
    },
    async byLoanNumbers(tapeName, loanNumbers) {
      const rows: LoanRow[] = [];
      for (const batch of chunks([...new Set(loanNumbers)], KEYS_PER_QUERY)) {
        rows.push(
          ...(await db
            .selectFrom('loans')
            .selectAll()
            .where('tape_name', '=', tapeName)
            .where('loan_number', 'in', batch)
            .execute()),
        );
      }
      return withAttributes(rows);
    },
    async idsWithStatus(status) {
      const rows = await db
        .selectFrom('loans')
        .select('id')
        .where('status', '=', status)
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map((r) => r.id);
    },
    search: (query) => searchLoanPage(db, dialect, query, getMany),
    async countByTape(visibility) {
      const rows = await db
        .selectFrom('loans')
        .select((eb) => ['tape_name', eb.fn.countAll<number>().as('count')])
        .where((eb) => visible(eb, visibility, dialect))
        .groupBy('tape_name')
        .orderBy(byCodePoint('tape_name', dialect))
        .execute();
      return rows.map((r) => ({ tapeName: r.tape_name, count: Number(r.count) }));
    },
  };
  return Object.assign(store, loanBatchQueries(db));
}
