/**
 * `/get_loans_list` over sample loans for stories and the benchmark: the filter body of spec
 * §3 applied as the server applies it (ranges inclusive and only when both ends are given,
 * HMDA exact, loan number contains, case-insensitive), sorted as the server sorts
 * (`sortBy`/`sortDir`: missing values last either way, ties by id), then the page and the count.
 */
import type { components } from '../../../widgets/api';
import type { MockHandler } from '../../support/mock-api';
import { loansPage } from './sample-loans';

type Loan = components['schemas']['Loan'];
type LoanFilter = Partial<components['schemas']['LoanFilter']>;
type Range = [number | null, number | null] | undefined;

const within = (value: number | null | undefined, range: Range) => {
  if (!range || range[0] === null || range[1] === null) return true;
  const [low, high] = range[0] <= range[1] ? range : [range[1], range[0]];
  return value !== null && value !== undefined && value >= (low as number) && value <= (high as number);
};

/** Whether `loan` passes `filter` (the server's meaning of the body). */
export function matchesFilter(loan: Loan, filter: LoanFilter): boolean {
  const p = loan.loanDetails.loan_pool_parameters[0]?.recent_version;
  if (filter.tapeName && loan.tape_name !== filter.tapeName) return false;
  if (filter.loanId && !loan.loan_id.toLowerCase().includes(filter.loanId.toLowerCase())) return false;
  if (filter.borrower && p?.borrower_id !== filter.borrower) return false;
  if (filter.hmdaGender && p?.gender !== filter.hmdaGender) return false;
  if (filter.ethnicity && p?.ethnicity !== filter.ethnicity) return false;
  if (filter.race && p?.race !== filter.race) return false;
  return (
    within(p?.fico_score, filter.ficoRange) &&
    within(p?.ltv_value, filter.ltvRange) &&
    within(p?.debt_to_income_ratio, filter.dtiRange) &&
    within(p?.tenure, filter.tenureRange)
  );
}

type SortField = NonNullable<LoanFilter['sortBy']>;

/** The value a loan sorts by, as core/loans/loan-sort.ts reads the same loan. */
function sortValue(loan: Loan, field: SortField): string | number | null {
  const p = loan.loanDetails.loan_pool_parameters[0]?.recent_version;
  const values: Record<SortField, string | number | null | undefined> = {
    loanId: loan.loan_id,
    tapeName: loan.tape_name,
    amount: loan.loan_value,
    tenure: p?.tenure,
    fico: p?.fico_score,
    ltv: p?.ltv_value,
    dti: p?.debt_to_income_ratio,
  };
  return values[field] ?? null;
}

/** The server's order: `sortBy` in `sortDir`, missing values last, then id; id alone without a sort. */
export function sortLoans(loans: readonly Loan[], filter: LoanFilter): Loan[] {
  const byId = (a: Loan, b: Loan) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
  const field = filter.sortBy;
  if (!field) return [...loans];
  const sign = filter.sortDir === 'desc' ? -1 : 1;
  return [...loans].sort((a, b) => {
    const [x, y] = [sortValue(a, field), sortValue(b, field)];
    if (x === y) return byId(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}

/** The answer body of `/get_loans_list` for a filter (POST body or GET query). */
export function answerLoans(loans: readonly Loan[], filter: LoanFilter) {
  const matching = sortLoans(
    loans.filter((loan) => matchesFilter(loan, filter)),
    filter,
  );
  return loansPage(matching, filter.page ?? 1, filter.limit ?? 500);
}

/** Mock routes answering GET and POST `/get_loans_list` over `loans`. */
export function loansRoutes(loans: readonly Loan[]): Record<string, MockHandler> {
  return {
    'GET /api/get_loans_list': (request) => {
      const query = new URL(request.url, 'http://mock.invalid').searchParams;
      return {
        body: answerLoans(loans, {
          page: Number(query.get('page') ?? 1),
          limit: Number(query.get('limit') ?? 500),
          sortBy: (query.get('sortBy') ?? undefined) as SortField | undefined,
          sortDir: query.get('sortDir') === 'desc' ? 'desc' : 'asc',
        }),
      };
    },
    'POST /api/get_loans_list': async (request) => ({
      body: answerLoans(loans, (await request.json()) as LoanFilter),
    }),
  };
}
