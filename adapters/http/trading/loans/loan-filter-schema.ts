/**
 * The loans list filter body (spec §3 filter payload, §2 pool filters panel): the panel's
 * ranges and HMDA choices as core/validation reads them (a range applies only with both ends,
 * §5), plus the loan id text, the borrower, a tape, the §9 paging and the list's sort.
 */
import { z } from '@hono/zod-openapi';
import type { LoanSearchInput } from '../../../../core/loans/loan-filters';
import { LOAN_SORT_FIELDS, SORT_DIRECTIONS } from '../../../../core/loans/loan-sort';
import { LOAN_SORT_MESSAGES } from '../../../../core/loans/loans.errors';
import { LOAN_LIST_LIMIT, LOAN_LIST_PAGE } from '../../../../core/validation/constants';
import { optionalField } from '../../../../core/validation/field-kit';
import { effectiveFilter, poolFilterForm } from '../../../../core/validation/filter-form';
import { VALIDATION_MESSAGES as M } from '../../../../core/validation/messages';

const text = optionalField(
  z.string({ error: M.enterValidDetails }).trim().max(100, { error: M.enterValidDetails }),
);

/** Paging of the loans list (spec §9: page 1, limit 500; 500 is also the largest page). */
export const pagingFields = {
  page: z.coerce.number({ error: M.enterValidDetails }).int().min(1).default(LOAN_LIST_PAGE),
  limit: z.coerce
    .number({ error: M.enterValidDetails })
    .int()
    .min(1)
    .max(LOAN_LIST_LIMIT)
    .default(LOAN_LIST_LIMIT),
};

export const pagingQuery = z.object(pagingFields);

/** The loans list's order (core/loans/loan-sort.ts): a closed set of fields, missing values last. */
export const sortFields = {
  sortBy: z.enum(LOAN_SORT_FIELDS, { error: LOAN_SORT_MESSAGES.field }).optional().openapi({
    description:
      'Sort by this LOAN RECORDS column (loanId is the loan number); loans without a value come last, ties in id order. Without it, id order.',
  }),
  sortDir: z
    .enum(SORT_DIRECTIONS, { error: LOAN_SORT_MESSAGES.direction })
    .optional()
    .openapi({ description: "'asc' (default) or 'desc'." }),
};

/** GET /get_loans_list's query: paging and sort. */
export const listQuery = z.object({ ...pagingFields, ...sortFields });

/** The filter fields without paging (shared by the list, the tape's loans and pool analysis). */
export const loanFilterFields = poolFilterForm.extend({
  loanId: text.openapi({ description: 'Part of the loan number (case-insensitive).' }),
  borrower: text.openapi({ description: 'A borrower id (display-all-lenders?persona=Borrower).' }),
  tapeName: text,
});

export const loanFilterBody = loanFilterFields.extend(pagingFields).extend(sortFields).openapi('LoanFilter');

export type LoanFilterFields = z.output<typeof loanFilterFields>;

/** The core search input a filter body stands for. */
export function toSearchInput(
  body: LoanFilterFields & { page?: number; limit?: number; sortBy?: string; sortDir?: string },
): LoanSearchInput {
  const f = effectiveFilter(body);
  const pair = (r: readonly [number, number] | undefined) =>
    r ? ([r[0], r[1]] as [number, number]) : undefined;
  return {
    ficoRange: pair(f.ficoRange),
    ltvRange: pair(f.ltvRange),
    dtiRange: pair(f.dtiRange),
    tenureRange: pair(f.tenureRange),
    hmdaGender: f.hmdaGender,
    ethnicity: f.ethnicity,
    race: f.race,
    loanId: body.loanId,
    borrowerId: body.borrower,
    tapeName: body.tapeName,
    sortBy: body.sortBy,
    sortDir: body.sortDir,
    page: body.page,
    limit: body.limit,
  };
}
