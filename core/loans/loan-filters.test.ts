import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanSearchInputSchema, normalizeFilters, toRange } from './loan-filters';
import { searchLoansIn } from './loan-query';
import { sampleLoans } from './testing/loan-samples';

const EVERYTHING = { everything: true, partyId: null, statuses: [], tapeNames: [], loanIds: [] };
const normalize = (input: unknown) => {
  const parsed = loanSearchInputSchema.parse(input);
  const filters = normalizeFilters(parsed);
  if (!filters.ok) throw new Error(filters.error.code);
  return filters.value;
};

const RANGE_FIELDS = ['ficoRange', 'ltvRange', 'dtiRange', 'tenureRange', 'amountRange'] as const;
const openEnded = fc.oneof(
  fc.tuple(fc.constant(null), fc.option(fc.integer({ min: 0, max: 900 }), { nil: null })),
  fc.tuple(fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }), fc.constant(null)),
);

describe('filter ranges (spec §5: applied only when both ends are given)', () => {
  it('a filter with one open end equals no filter', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RANGE_FIELDS), openEnded, fc.integer(), (field, pair, seed) => {
        const filters = normalize({ [field]: pair });
        expect(filters).toEqual({});
        const loans = sampleLoans(seed, 30);
        const q = { visibility: EVERYTHING, page: 1, limit: 500 };
        const none = () => false;
        expect(searchLoansIn(loans, { ...q, filters }, none)).toEqual(
          searchLoansIn(loans, { ...q, filters: {} }, none),
        );
      }),
    );
  });

  it('a complete pair becomes an inclusive range; loan amounts are whole dollars', () => {
    expect(normalize({ ficoRange: [700, 780], amountRange: [100_000, 250_000] })).toEqual({
      fico: { min: 700, max: 780 },
      amountCents: { min: 10_000_000, max: 25_000_000 },
    });
    expect(normalize({ tenureRange: [360, 360] })).toEqual({ tenureMonths: { min: 360, max: 360 } });
  });

  it('refuses a reversed pair with the spec message', () => {
    const r = toRange('ltvRange', [90, 60]);
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'invalid', code: 'LOAN.INVALID_RANGE', message: 'Invalid Input' },
    });
  });

  it('refuses ranges that are not integer pairs', () => {
    expect(loanSearchInputSchema.safeParse({ ficoRange: [700.5, 800] }).success).toBe(false);
    expect(loanSearchInputSchema.safeParse({ ficoRange: [700] }).success).toBe(false);
  });
});

describe('the other filters and paging', () => {
  it('maps the spec payload names to filters and ignores empty choices', () => {
    expect(
      normalize({
        hmdaGender: 'Female',
        ethnicity: '',
        race: ' White ',
        loanId: 'LN-1',
        borrowerId: 'B-2',
        status: 'bidding',
      }),
    ).toEqual({
      gender: 'Female',
      race: 'White',
      loanNumberContains: 'LN-1',
      borrowerId: 'B-2',
      status: 'bidding',
    });
  });

  it('defaults to page 1 and limit 500 (spec §9) and caps the limit at 500', () => {
    expect(loanSearchInputSchema.parse({})).toMatchObject({ page: 1, limit: 500 });
    expect(loanSearchInputSchema.safeParse({ limit: 501 }).success).toBe(false);
    expect(loanSearchInputSchema.safeParse({ page: 0 }).success).toBe(false);
  });
});
