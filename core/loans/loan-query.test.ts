import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Loan } from './loan';
import { type LoanFilters, type LoanVisibility, searchLoansIn, tapeCountsIn } from './loan-query';
import { makeLoan, SAMPLE_GENDERS, SAMPLE_TAPES, sampleLoans } from './testing/loan-samples';

const EVERYTHING: LoanVisibility = {
  everything: true,
  partyId: null,
  statuses: [],
  tapeNames: [],
  loanIds: [],
};
const NOBODY: LoanVisibility = { ...EVERYTHING, everything: false };
const notPooled = () => false;

// Each filter's meaning written out on its own, independently of loan-query.ts.
const CHECKS: { [K in keyof LoanFilters]-?: (loan: Loan, f: NonNullable<LoanFilters[K]>) => boolean } = {
  // A missing value (the tape reported none) is in no range.
  fico: (l, r) => l.fico !== null && r.min <= l.fico && l.fico <= r.max,
  ltv: (l, r) => l.ltv !== null && r.min <= l.ltv && l.ltv <= r.max,
  dti: (l, r) => l.dti !== null && r.min <= l.dti && l.dti <= r.max,
  tenureMonths: (l, r) => l.tenureMonths !== null && r.min <= l.tenureMonths && l.tenureMonths <= r.max,
  amountCents: (l, r) => r.min <= l.amountCents && l.amountCents <= r.max,
  gender: (l, g) => l.borrower.gender === g,
  ethnicity: (l, e) => l.borrower.ethnicity === e,
  race: (l, r) => l.borrower.race === r,
  loanNumberContains: (l, t) => l.loanNumber.toLowerCase().includes(t.toLowerCase()),
  borrowerId: (l, b) => l.borrower.id === b,
  tapeName: (l, t) => l.tapeName === t,
  status: (l, s) => l.status === s,
  ownerId: (l, o) => l.ownerId === o,
  pooledBy: () => false,
};
const satisfiesAll = (loan: Loan, f: LoanFilters) =>
  Object.entries(f).every(([k, v]) =>
    (CHECKS as Record<string, (l: Loan, v: unknown) => boolean>)[k]!(loan, v),
  );

const range = (lo: number, hi: number) =>
  fc.tuple(fc.integer({ min: lo, max: hi }), fc.integer({ min: lo, max: hi })).map(([a, b]) => ({
    min: Math.min(a, b),
    max: Math.max(a, b),
  }));
const filtersArb = fc.record(
  {
    fico: range(600, 820),
    ltv: range(40, 100),
    dti: range(10, 50),
    tenureMonths: range(120, 360),
    gender: fc.constantFrom(...SAMPLE_GENDERS),
    loanNumberContains: fc.constantFrom('ln-', '00', '7', 'MX'),
    tapeName: fc.constantFrom(...SAMPLE_TAPES),
    status: fc.constantFrom('listed' as const, 'bidding' as const, 'awarded' as const),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<LoanFilters>;

describe('loan search semantics', () => {
  it('results always satisfy every applied filter, and total counts them all', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        filtersArb,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 20 }),
        (seed, filters, page, limit) => {
          const loans = sampleLoans(seed, 60);
          const result = searchLoansIn(loans, { visibility: EVERYTHING, filters, page, limit }, notPooled);
          const expected = loans.filter((l) => satisfiesAll(l, filters));
          expect(result.total).toBe(expected.length);
          expect(result.items.length).toBe(
            Math.max(0, Math.min(limit, expected.length - (page - 1) * limit)),
          );
          for (const loan of result.items) expect(satisfiesAll(loan, filters)).toBe(true);
          const ids = result.items.map((l) => l.id);
          expect(ids).toEqual([...ids].sort());
        },
      ),
    );
  });

  it('a range never matches a value the tape did not report, even a range from 0', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom('fico', 'ltv', 'dti', 'tenureMonths'),
        fc.nat(900),
        (seed, field, max) => {
          // HMDA NA / Exempt / 8888 arrive as null on every third loan.
          const loans = sampleLoans(seed, 30).map((l, i) => (i % 3 === 0 ? { ...l, [field]: null } : l));
          const filters: LoanFilters = { [field]: { min: 0, max } };
          const found = searchLoansIn(
            loans,
            { visibility: EVERYTHING, filters, page: 1, limit: 500 },
            notPooled,
          );
          expect(found.items.every((l) => l[field] !== null)).toBe(true);
          expect(found.total).toBe(loans.filter((l) => satisfiesAll(l, filters)).length);
        },
      ),
    );
  });

  it('a loan is visible when it matches any clause of the visibility', () => {
    const a = makeLoan({ id: 'a', lenderId: 'L', ownerId: 'L' });
    const b = makeLoan({ id: 'b', lenderId: 'L', ownerId: 'I', status: 'bidding', tapeName: 'T2' });
    const ids = (v: LoanVisibility) =>
      searchLoansIn([a, b], { visibility: v, filters: {}, page: 1, limit: 9 }, notPooled).items.map(
        (l) => l.id,
      );
    expect(ids(NOBODY)).toEqual([]);
    expect(ids({ ...NOBODY, partyId: 'L' })).toEqual(['a', 'b']);
    expect(ids({ ...NOBODY, partyId: 'I' })).toEqual(['b']);
    expect(ids({ ...NOBODY, statuses: ['bidding'] })).toEqual(['b']);
    expect(ids({ ...NOBODY, tapeNames: ['Tape A'] })).toEqual(['a']);
    expect(ids({ ...NOBODY, loanIds: ['a'] })).toEqual(['a']);
  });

  it('pooledBy keeps only the loans the user has Added', () => {
    const loans = [makeLoan({ id: 'a', loanNumber: '1' }), makeLoan({ id: 'b', loanNumber: '2' })];
    const pooled = (u: string, id: string) => u === 'I' && id === 'b';
    const r = searchLoansIn(
      loans,
      { visibility: EVERYTHING, filters: { pooledBy: 'I' }, page: 1, limit: 9 },
      pooled,
    );
    expect(r.items.map((l) => l.id)).toEqual(['b']);
  });

  it('tape counts add up to the visible total', () => {
    fc.assert(
      fc.property(fc.integer(), fc.subarray([...SAMPLE_TAPES]), (seed, tapeNames) => {
        const loans = sampleLoans(seed, 40);
        const v = { ...NOBODY, tapeNames };
        const counts = tapeCountsIn(loans, v);
        const total = searchLoansIn(
          loans,
          { visibility: v, filters: {}, page: 1, limit: 500 },
          notPooled,
        ).total;
        expect(counts.reduce((n, c) => n + c.count, 0)).toBe(total);
        expect(counts.every((c) => c.count > 0)).toBe(true);
      }),
    );
  });
});
