import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradingStores } from '../ports/stores';
import type { StoreHarness } from '../testing/store-harness';
import { LOAN_STATUSES, type Loan } from './loan';
import {
  type LoanFilters,
  type LoanSearchQuery,
  type LoanVisibility,
  type NumberRange,
  searchLoansIn,
  tapeCountsIn,
} from './loan-query';
import { LOAN_SORT_FIELDS, type LoanSort, SORT_DIRECTIONS, sortValue } from './loan-sort';
import {
  SAMPLE_ETHNICITIES,
  SAMPLE_GENDERS,
  SAMPLE_PARTIES,
  SAMPLE_RACES,
  SAMPLE_TAPES,
} from './testing/loan-samples';
import {
  POOLED_IDS,
  pooledInDataset,
  SEARCH_DATASET,
  SEE_EVERYTHING,
  SEE_NOTHING,
} from './testing/search-dataset';

type Stores = Pick<TradingStores, 'loans' | 'pools'>;

const AT = '2026-01-01T00:00:00.000Z';

/** Mostly ordered ranges; one in five reversed (min > max), which must match nothing on every store. */
const range = (lo: number, hi: number) =>
  fc
    .tuple(fc.integer({ min: lo, max: hi }), fc.integer({ min: lo, max: hi }), fc.nat(4))
    .map(
      ([a, b, pick]): NumberRange =>
        pick === 0
          ? { min: Math.max(a, b) + 1, max: Math.min(a, b) }
          : { min: Math.min(a, b), max: Math.max(a, b) },
    );

/** A range starting at 0, where a store that read a missing value as 0 would wrongly match it. */
const fromZero = (hi: number) => fc.integer({ min: 0, max: hi }).map((max): NumberRange => ({ min: 0, max }));

const filtersArb: fc.Arbitrary<LoanFilters> = fc
  .record(
    {
      // Ranges from 0 too: a value the tape did not report (null) is in none of them.
      fico: fc.oneof(range(580, 840), fromZero(840)),
      ltv: fc.oneof(range(30, 100), fromZero(100)),
      dti: fc.oneof(range(5, 55), fromZero(55)),
      tenureMonths: fc.oneof(range(100, 400), fromZero(400)),
      amountCents: range(0, 160_000_000),
      gender: fc.constantFrom(...SAMPLE_GENDERS),
      ethnicity: fc.constantFrom(...SAMPLE_ETHNICITIES),
      race: fc.constantFrom(...SAMPLE_RACES),
      loanNumberContains: fc.constantFrom('ln', 'LN-00', '1', 'x', '%', '_', 'b%', '\\'),
      borrowerId: fc.constantFrom('B-1', 'B-2', 'B-9'),
      tapeName: fc.constantFrom(...SAMPLE_TAPES, 'Tape W'),
      status: fc.constantFrom(...LOAN_STATUSES),
      ownerId: fc.constantFrom(...SAMPLE_PARTIES),
      pooledBy: fc.constantFrom('investor-1', 'investor-2'),
    },
    { requiredKeys: [] },
  )
  .map((f) => f as LoanFilters);

const visibilityArb: fc.Arbitrary<LoanVisibility> = fc.record({
  everything: fc.constantFrom(false, false, false, true),
  partyId: fc.option(fc.constantFrom(...SAMPLE_PARTIES), { nil: null }),
  statuses: fc.subarray([...LOAN_STATUSES]),
  tapeNames: fc.subarray([...SAMPLE_TAPES]),
  loanIds: fc.subarray(SEARCH_DATASET.slice(0, 20).map((l) => l.id)),
});

const sortArb: fc.Arbitrary<LoanSort> = fc.record({
  field: fc.constantFrom(...LOAN_SORT_FIELDS),
  direction: fc.constantFrom(...SORT_DIRECTIONS),
});

/** Any search of `SEARCH_DATASET`, reversed ranges and any sort included (for the stores' agreement tests too). */
export const loanQueryArb: fc.Arbitrary<LoanSearchQuery> = fc.record(
  {
    visibility: visibilityArb,
    filters: filtersArb,
    sort: sortArb,
    page: fc.integer({ min: 1, max: 4 }),
    limit: fc.integer({ min: 1, max: 40 }),
  },
  { requiredKeys: ['visibility', 'filters', 'page', 'limit'] },
);

/**
 * Fails unless `loans` are in `sort`'s order, checked from first principles rather than with
 * the reference: values never go the wrong way, missing values only at the end, ties by id.
 */
function expectSorted(loans: readonly Loan[], sort: LoanSort) {
  for (let i = 1; i < loans.length; i++) {
    const [a, b] = [loans[i - 1]!, loans[i]!];
    const [x, y] = [sortValue(a, sort.field), sortValue(b, sort.field)];
    const where = `${sort.field} ${sort.direction} at ${i}: ${String(x)} then ${String(y)}`;
    if (x === null) expect(y, where).toBeNull();
    if (x === y) expect(a.id < b.id, where).toBe(true);
    else if (y !== null && x !== null) expect(sort.direction === 'asc' ? x < y : x > y, where).toBe(true);
  }
}

/** `LoanStore.search` and `countByTape` agree with the reference predicate of loan-query.ts. */
export function describeLoanSearchContract(name: string, make: () => Promise<StoreHarness<Stores>>) {
  describe(`LoanStore search contract: ${name}`, () => {
    let h: StoreHarness<Stores>;
    const search = (q: LoanSearchQuery) => h.uow.run((s) => s.loans.search(q));
    beforeAll(async () => {
      h = await make();
      await h.uow.run(async (s) => {
        await s.loans.insertMany(SEARCH_DATASET);
        await s.pools.setStatus('investor-1', POOLED_IDS, 'Added', AT);
        await s.pools.setStatus('investor-2', POOLED_IDS.slice(0, 5), 'Removed', AT);
      });
    });
    afterAll(async () => {
      await h.close();
    });

    it('returns every loan in id order when nothing narrows the search', async () => {
      const page = await search({ visibility: SEE_EVERYTHING, filters: {}, page: 1, limit: 500 });
      expect(page.total).toBe(SEARCH_DATASET.length);
      expect(page.items.map((l) => l.id)).toEqual(SEARCH_DATASET.map((l) => l.id).sort());
      expect(page.items.find((l) => l.id === 'loan-0001')).toEqual(SEARCH_DATASET[0]);
    });

    it('sees nothing under an empty visibility', async () => {
      expect(await search({ visibility: SEE_NOTHING, filters: {}, page: 1, limit: 10 })).toEqual({
        items: [],
        total: 0,
      });
    });

    it('matches loan-number text literally and ignoring ASCII case', async () => {
      const numbers = async (text: string) =>
        (
          await search({
            visibility: SEE_EVERYTHING,
            filters: { loanNumberContains: text },
            page: 1,
            limit: 500,
          })
        ).items.map((l) => l.loanNumber);
      expect(await numbers('%')).toEqual(['AB%1', 'XY%Z']);
      expect(await numbers('_')).toEqual(['ab_2']);
      expect(await numbers('B%')).toEqual(['AB%1']);
      expect(await numbers('\\')).toEqual(['a\\b']);
    });

    it('pages partition the result: concatenated pages equal the whole, total is constant', async () => {
      const q = {
        visibility: { ...SEE_NOTHING, statuses: ['listed' as const, 'bidding' as const] },
        filters: {},
      };
      const whole = await search({ ...q, page: 1, limit: 500 });
      const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((page) => search({ ...q, page, limit: 13 })));
      expect(pages.flatMap((p) => p.items)).toEqual(whole.items);
      expect(new Set(pages.map((p) => p.total))).toEqual(new Set([whole.total]));
    });

    it('orders by each sortable field both ways, missing values last, ties by id; pages and total follow', async () => {
      const visibility = {
        ...SEE_NOTHING,
        statuses: ['listed' as const, 'bidding' as const, 'awarded' as const],
      };
      for (const field of LOAN_SORT_FIELDS) {
        for (const direction of SORT_DIRECTIONS) {
          const sort = { field, direction };
          const whole = await search({ visibility, filters: {}, sort, page: 1, limit: 500 });
          expectSorted(whole.items, sort);
          const reference = searchLoansIn(
            SEARCH_DATASET,
            { visibility, filters: {}, sort, page: 1, limit: 500 },
            pooledInDataset,
          );
          expect(whole).toEqual(reference);
          const pages = await Promise.all(
            Array.from({ length: Math.ceil(whole.total / 11) + 1 }, (_, i) => i + 1).map((page) =>
              search({ visibility, filters: {}, sort, page, limit: 11 }),
            ),
          );
          expect(pages.flatMap((p) => p.items.map((l) => l.id))).toEqual(whole.items.map((l) => l.id));
          expect(new Set(pages.map((p) => p.total))).toEqual(new Set([whole.total]));
        }
      }
    });

    it('sorts a filtered search and a missing value stays last even descending', async () => {
      const sort = { field: 'fico' as const, direction: 'desc' as const };
      const page = await search({
        visibility: SEE_EVERYTHING,
        filters: { loanNumberContains: 'NR-' },
        sort,
        page: 1,
        limit: 500,
      });
      expect(page.total).toBe(10);
      expect(page.items.map((l) => l.fico === null)).toEqual([
        false,
        false,
        false,
        false,
        false,
        true,
        true,
        true,
        true,
        true,
      ]);
      expectSorted(page.items, sort);
    });

    it('agrees with the reference predicate on any query', async () => {
      await fc.assert(
        fc.asyncProperty(loanQueryArb, async (q) => {
          expect(await search(q)).toEqual(searchLoansIn(SEARCH_DATASET, q, pooledInDataset));
        }),
        { numRuns: 60 },
      );
    });

    it('leaves out a loan with no reported value under any range of that value, even from 0', async () => {
      const fields = ['fico', 'ltv', 'dti', 'tenureMonths'] as const;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), fc.nat(900), async (field, max) => {
          const q = {
            visibility: SEE_EVERYTHING,
            filters: { [field]: { min: 0, max } },
            page: 1,
            limit: 500,
          };
          const page = await search(q);
          expect(page).toEqual(searchLoansIn(SEARCH_DATASET, q, pooledInDataset));
          expect(page.items.filter((l) => l[field] === null)).toEqual([]);
        }),
        { numRuns: 20 },
      );
    });

    it('matches nothing with a reversed range (min > max), whatever else the query says', async () => {
      for (const filters of [
        { fico: { min: 700, max: 699 } },
        { ltv: { min: 100, max: 30 } },
        { amountCents: { min: 1, max: 0 }, status: 'listed' as const },
      ]) {
        expect(await search({ visibility: SEE_EVERYTHING, filters, page: 1, limit: 500 })).toEqual({
          items: [],
          total: 0,
        });
      }
      // The same bounds in order do match: the emptiness comes from the order alone.
      const ordered = await search({
        visibility: SEE_EVERYTHING,
        filters: { fico: { min: 600, max: 800 } },
        page: 1,
        limit: 500,
      });
      expect(ordered.total).toBeGreaterThan(0);
    });

    it('counts visible loans per tape like the reference', async () => {
      await fc.assert(
        fc.asyncProperty(visibilityArb, async (v) => {
          expect(await h.uow.run((s) => s.loans.countByTape(v))).toEqual(tapeCountsIn(SEARCH_DATASET, v));
        }),
        { numRuns: 30 },
      );
    });
  });
}
