import type { Kysely } from 'kysely';
import type { Loan } from '../../../core/loans/loan';
import type { LoanPage, LoanSearchQuery } from '../../../core/loans/loan-query';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import { loanOrder } from './loan-order-sql';
import { matching, visible } from './loan-search-sql';
import { sumOfCounts, visibilityArms } from './loan-visibility-arms';

/**
 * A search's page in two steps, ids first: the count, then the page's ids — both read from the
 * search index alone (0021 holds the spec §3 filter columns, amount, tape, status, loan number,
 * the visibility columns and id; only the loan-number text, borrower and pool filters read
 * rows) — and only then the page's rows by primary key. Selecting whole rows in the page query
 * made the database fetch every candidate it sorted, to throw all but ten away. A page past the
 * last match (the count says so) costs no page query at all.
 *
 * A viewer who does not see everything is searched arm by arm (loan-visibility-arms.ts): the
 * count is the sum of each arm's count and a page in id order the arms' ids merged in id order
 * (each arm walks its index in id order and stops once the page is full), so the work follows
 * what the viewer may see. A sorted page keeps the one statement: the search index holds every
 * sort column and, FICO first, serves a FICO sort in its own order.
 */

/** The two statements of a search: its count and its page's ids (the plan test explains them). */
export function searchStatements(db: Kysely<Database>, dialect: DialectName, query: LoanSearchQuery) {
  // Filters before visibility: SQLite tests the terms in this order, and a filter usually
  // rejects an entry before the viewer's ids need comparing.
  const where = (eb: Parameters<typeof visible>[0]) =>
    eb.and([matching(eb, query.filters, dialect), visible(eb, query.visibility, dialect)]);
  const offset = (query.page - 1) * query.limit;
  const arms = visibilityArms(query.visibility).map(
    (arm) => (eb: Parameters<typeof visible>[0]) => eb.and([matching(eb, query.filters, dialect), arm(eb)]),
  );
  if (arms.length > 0) {
    const counts = arms
      .map((arm) =>
        db
          .selectFrom('loans')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where(arm),
      )
      .reduce((all, next) => all.unionAll(next));
    const count = db.selectFrom(counts.as('arms')).select(sumOfCounts.as('n'));
    if (!query.sort) {
      const ids = arms
        .map((arm) => db.selectFrom('loans').select('id').where(arm))
        .reduce((all, next) => all.unionAll(next));
      const page = db
        .selectFrom(ids.as('arms'))
        .select('id')
        .orderBy(byCodePoint('id', dialect))
        .limit(query.limit)
        .offset(offset);
      return { count, page };
    }
    return { count, page: onePage(db, dialect, query, where).offset(offset) };
  }
  const count = db
    .selectFrom('loans')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(where);
  return { count, page: onePage(db, dialect, query, where).offset(offset) };
}

/** The page's ids as one statement over the whole visibility, in the query's order. */
function onePage(
  db: Kysely<Database>,
  dialect: DialectName,
  query: LoanSearchQuery,
  where: (eb: Parameters<typeof visible>[0]) => ReturnType<typeof visible>,
) {
  let page = db.selectFrom('loans').select('id').where(where);
  for (const term of loanOrder(query.sort, dialect)) page = page.orderBy(term);
  return page.limit(query.limit);
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
