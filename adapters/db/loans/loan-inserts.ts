import type { Kysely } from 'kysely';
import type { Loan, LoanStatus } from '../../../core/loans/loan';
import { insertValues, type Value } from '../bulk-rows';
import type { Database } from '../schema';
import { LOAN_VALUE_COLUMNS, loanValues } from './loan-rows';

/**
 * The write side of a tape import: loans and their attribute rows in multi-row statements of a
 * few fixed shapes (`insertValues`), the values bound as parameters — not Kysely's builder,
 * which compiles a VALUES list value by value and cost several times the inserts themselves on a
 * 100,000-loan tape. Rows are mapped as the builder path mapped them: `loanValues` is `loanToRow`
 * without the object, and the attributes are `attributesToRows`, in the same order.
 */

const ATTRIBUTE_COLUMNS = ['loan_id', 'position', 'name', 'value'] as const;

/** Inserts `loans` and their attributes (in tape order) through `db` (a transaction's handle). */
export async function insertLoans(db: Kysely<Database>, loans: readonly Loan[]): Promise<void> {
  await insertValues(db, 'loans', LOAN_VALUE_COLUMNS, loans.map(loanValues));
  const attributes: Value[][] = [];
  for (const loan of loans) {
    const names = Object.keys(loan.attributes);
    for (let position = 0; position < names.length; position++) {
      const name = names[position]!;
      attributes.push([loan.id, position, name, loan.attributes[name]!]);
    }
  }
  await insertValues(db, 'loan_attributes', ATTRIBUTE_COLUMNS, attributes);
}

/** `LoanStore.setQualityFlags`: a conditional UPDATE, so the database decides the compare-and-set. */
export async function setQualityFlags(
  db: Kysely<Database>,
  loan: { readonly tapeName: string; readonly loanNumber: string },
  expected: { readonly status: LoanStatus; readonly ownerId: string },
  flags: readonly string[],
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('loans')
    .set({ quality_flags: JSON.stringify(flags), updated_at: at })
    .where('tape_name', '=', loan.tapeName)
    .where('loan_number', '=', loan.loanNumber)
    .where('status', '=', expected.status)
    .where('owner_id', '=', expected.ownerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
