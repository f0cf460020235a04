import type { Kysely } from 'kysely';
import type { Loan } from '../../../core/loans/loan';
import type { LoanPage, LoanSearchQuery } from '../../../core/loans/loan-query';
import type { DialectName } from '../dialect';
import type { Database } from '../schema';
import { loanOrder } from './loan-order-sql';
import { matching, visible } from './loan-search-sql';

/**
 * A search's page in two steps, ids first: the count, then the page's ids — both read from the
 * search index alone (0021 holds the spec §3 filter columns, amount, tape, status, loan number,
 * the visibility columns and id; only the loan-number text, borrower and pool filters read
 * rows) — and only then the page's rows by primary key. Selecting whole rows in the page query
 * made the database fetch every candidate it sorted, to throw all but ten away. A page past the
 * last match (the count says so) costs no page query at all.
 */

/** The two statements of a search: its count and its page's ids (the plan test explains them). */
export function searchStatements(db: Kysely<Database>, dialect: DialectName, query: LoanSearchQuery) {
  // Filters before visibility: SQLite tests the terms in this order, and a filter usually
  // rejects an entry before the viewer's ids need comparing.
  const where = (eb: Parameters<typeof visible>[0]) =>
    eb.and([matching(eb, query.filters, dialect), visible(eb, query.visibility, dialect)]);
  const count = db
    .selectFrom('loans')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(where);
  let page = db.selectFrom('loans').select('id').where(where);
  for (const term of loanOrder(query.sort, dialect)) page = page.orderBy(term);
  return { count, page: page.limit(query.limit).offset((query.page - 1) * query.limit) };
}

/** `LoanStore.search`: the count, the page's ids, then the rows `load` reads by id. */
export async function searchLoanPage(
  db: Kysely<Database>,
  dialect: DialectName,
  query: LoanSearchQuery,
  load: (ids: readonly string[]) => Promise<Loan[]>,
): Promise<LoanPage> {
  const statements = searchStatements(db, dialect, query);
  const total = Number((await statements.count.executeTakeFirstOrThrow()).n);
  if (total <= (query.page - 1) * query.limit) return { items: [], total };
  const ids = (await statements.page.execute()).map((r) => r.id);
  const loans = new Map((await load(ids)).map((loan) => [loan.id, loan]));
  // On PostgreSQL each statement sees its own snapshot: a loan gone in between is left out.
  return { items: ids.flatMap((id) => loans.get(id) ?? []), total };
}
