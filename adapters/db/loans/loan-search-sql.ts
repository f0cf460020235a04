import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import {
  asciiLower,
  isEmptyRange,
  type LoanFilters,
  type LoanVisibility,
  type NumberRange,
} from '../../../core/loans/loan-query';
import type { DialectName } from '../dialect';
import type { Database } from '../schema';

/**
 * `LoanSearchQuery` as SQL: the same meaning as `isVisible`/`matchesFilters` in
 * core/loans/loan-query.ts (the search contract checks the two against each other).
 */
type Eb = ExpressionBuilder<Database, 'loans'>;

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * `status in (…)`, on SQLite written `+status` — SQLite's way to keep a term from choosing the
 * index: a status is a large share of the table (every loan open for bidding, every listed
 * one), and driven by the status index the planner would fetch each of those rows to test the
 * other terms, where the search index (0021) tests them in its entries. Measured at a million
 * loans: 0.17–0.5 s against 0.1 s for a whole scan of the search index.
 */
function broadStatus(eb: Eb, statuses: readonly string[], dialect: DialectName): Expression<SqlBool> {
  return dialect === 'sqlite'
    ? sql<SqlBool>`+${sql.ref('status')} in (${sql.join([...statuses])})`
    : eb('status', 'in', [...statuses]);
}

/** Visible when `everything`, or ANY clause matches; no clause at all matches nothing. */
export function visible(eb: Eb, v: LoanVisibility, dialect: DialectName): Expression<SqlBool> {
  if (v.everything) return eb.and([]);
  const clauses: Expression<SqlBool>[] = [];
  if (v.partyId !== null)
    clauses.push(eb.or([eb('lender_id', '=', v.partyId), eb('owner_id', '=', v.partyId)]));
  if (v.statuses.length > 0) clauses.push(broadStatus(eb, v.statuses, dialect));
  if (v.tapeNames.length > 0) clauses.push(eb('tape_name', 'in', [...v.tapeNames]));
  if (v.loanIds.length > 0) clauses.push(eb('id', 'in', [...v.loanIds]));
  return eb.or(clauses);
}

type RangeColumn = 'fico' | 'ltv' | 'dti' | 'tenure_months' | 'amount_cents';

/** Every filter that is set, combined with AND. A NULL value (not reported) is in no range, as in core. */
export function matching(eb: Eb, f: LoanFilters, dialect: DialectName): Expression<SqlBool> {
  const clauses: Expression<SqlBool>[] = [];
  const range = (column: RangeColumn, r: NumberRange | undefined) => {
    if (!r) return;
    // A reversed range is empty (core: `isEmptyRange`): say so rather than rely on the comparisons.
    if (isEmptyRange(r)) clauses.push(eb.or([]));
    else clauses.push(eb.and([eb(column, '>=', r.min), eb(column, '<=', r.max)]));
  };
  range('fico', f.fico);
  range('ltv', f.ltv);
  range('dti', f.dti);
  range('tenure_months', f.tenureMonths);
  range('amount_cents', f.amountCents);
  const equal = (
    column:
      | 'borrower_gender'
      | 'borrower_ethnicity'
      | 'borrower_race'
      | 'borrower_id'
      | 'tape_name'
      | 'owner_id',
    value: string | undefined,
  ) => {
    if (value !== undefined) clauses.push(eb(column, '=', value));
  };
  equal('borrower_gender', f.gender);
  equal('borrower_ethnicity', f.ethnicity);
  equal('borrower_race', f.race);
  equal('borrower_id', f.borrowerId);
  equal('tape_name', f.tapeName);
  if (f.status !== undefined) clauses.push(broadStatus(eb, [f.status], dialect));
  equal('owner_id', f.ownerId);
  if (f.loanNumberContains !== undefined)
    clauses.push(containsIgnoringAsciiCase(f.loanNumberContains, dialect));
  if (f.pooledBy !== undefined) {
    const user = f.pooledBy;
    clauses.push(
      eb.exists(
        eb
          .selectFrom('pool_entries')
          .select(sql`1`.as('one'))
          .whereRef('pool_entries.loan_id', '=', 'loans.id')
          .where('pool_entries.user_id', '=', user)
          .where('pool_entries.status', '=', 'Added'),
      ),
    );
  }
  return eb.and(clauses);
}

// A position search rather than LIKE: no wildcard characters to escape in the user's text.
// SQLite's lower() folds ASCII only; PostgreSQL's would fold every letter, so translate A–Z.
function containsIgnoringAsciiCase(text: string, dialect: DialectName): Expression<SqlBool> {
  const needle = asciiLower(text);
  return dialect === 'postgres'
    ? sql<SqlBool>`strpos(translate(loan_number, ${UPPER}, ${UPPER.toLowerCase()}), ${needle}) > 0`
    : sql<SqlBool>`instr(lower(loan_number), ${needle}) > 0`;
}
