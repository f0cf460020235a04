import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { LOAN_STATUSES } from './loan';
import type { LoanFilters, NumberRange } from './loan-query';
import { isLoanSortField, type LoanSort, SORT_DIRECTIONS, type SortDirection } from './loan-sort';
import { loanErrors } from './loans.errors';

/**
 * The filter payload of spec §3 as callers send it (ficoRange, ltvRange, dtiRange, tenureRange
 * as integer pairs; hmdaGender, ethnicity, race), plus the loan id text, borrower, tape, status,
 * owner and the spec §9 paging (page 1, limit 500). `normalizeFilters` applies the §5 rule: a
 * range counts only when both ends are given. `amountRange` (whole dollars) is ours: the
 * favourite filters of §9 include the loan amount.
 */

/** Spec §9: the loans list is fetched with page 1, limit 500; 500 is also the largest page. */
export const LOAN_PAGE_DEFAULT_LIMIT = 500;
export const LOAN_PAGE_MAX_LIMIT = 500;

const rangeEnd = z.number().int().nullable();
const rangeInput = z.tuple([rangeEnd, rangeEnd]);
const optionalText = z.string().trim().optional();

/** The search input (zod). The field schemas of core/validation can replace these when they land. */
export const loanSearchInputSchema = z.object({
  ficoRange: rangeInput.optional(),
  ltvRange: rangeInput.optional(),
  dtiRange: rangeInput.optional(),
  tenureRange: rangeInput.optional(),
  amountRange: rangeInput.optional(),
  hmdaGender: optionalText,
  ethnicity: optionalText,
  race: optionalText,
  loanId: optionalText,
  borrowerId: optionalText,
  tapeName: optionalText,
  status: z.enum(LOAN_STATUSES).optional(),
  ownerId: optionalText,
  /** One of `LOAN_SORT_FIELDS`; checked by `sortOf` so an unknown one gets the area's message. */
  sortBy: optionalText,
  /** 'asc' (the default) or 'desc'. */
  sortDir: optionalText,
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(LOAN_PAGE_MAX_LIMIT).default(LOAN_PAGE_DEFAULT_LIMIT),
});

export type LoanSearchInput = z.input<typeof loanSearchInputSchema>;
export type ParsedLoanSearch = z.output<typeof loanSearchInputSchema>;

type RangePair = readonly [number | null, number | null] | undefined;

/** A pair becomes a range only when both ends are numbers (spec §5); a reversed pair is refused. */
export function toRange(
  field: string,
  pair: RangePair,
  scale = 1,
): Result<NumberRange | undefined, DomainError> {
  if (!pair || pair[0] === null || pair[1] === null) return ok(undefined);
  if (pair[0] > pair[1]) return err(loanErrors.invalidRange(field));
  return ok({ min: pair[0] * scale, max: pair[1] * scale });
}

const text = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

/** Turns parsed input into the declarative filters of a `LoanSearchQuery`. */
export function normalizeFilters(input: ParsedLoanSearch): Result<LoanFilters, DomainError> {
  const ranges = {
    fico: toRange('ficoRange', input.ficoRange),
    ltv: toRange('ltvRange', input.ltvRange),
    dti: toRange('dtiRange', input.dtiRange),
    tenureMonths: toRange('tenureRange', input.tenureRange),
    amountCents: toRange('amountRange', input.amountRange, 100),
  };
  const filters: Record<string, unknown> = {};
  for (const [key, range] of Object.entries(ranges)) {
    if (!range.ok) return range;
    if (range.value) filters[key] = range.value;
  }
  const texts = {
    gender: text(input.hmdaGender),
    ethnicity: text(input.ethnicity),
    race: text(input.race),
    loanNumberContains: text(input.loanId),
    borrowerId: text(input.borrowerId),
    tapeName: text(input.tapeName),
    status: input.status,
    ownerId: text(input.ownerId),
  };
  for (const [key, value] of Object.entries(texts)) if (value !== undefined) filters[key] = value;
  return ok(filters as LoanFilters);
}

/** The order `input` asks for: none without `sortBy`; an unknown field or direction is refused. */
export function sortOf(
  input: Pick<ParsedLoanSearch, 'sortBy' | 'sortDir'>,
): Result<LoanSort | undefined, DomainError> {
  const field = text(input.sortBy);
  const direction = text(input.sortDir) ?? 'asc';
  if (!(SORT_DIRECTIONS as readonly string[]).includes(direction))
    return err(loanErrors.invalidSortDirection(direction));
  if (field === undefined) return ok(undefined);
  if (!isLoanSortField(field)) return err(loanErrors.invalidSortField(field));
  return ok({ field, direction: direction as SortDirection });
}
