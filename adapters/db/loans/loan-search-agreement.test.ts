import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanQueryArb } from '../../../core/loans/loan-search.contract';
import { POOLED_IDS, SEARCH_DATASET } from '../../../core/loans/testing/search-dataset';
import type { TradingStores } from '../../../core/ports/stores';
import { memoryHarness, type StoreHarness } from '../../../core/testing/store-harness';
import { kyselyStores } from '../stores';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';

/**
 * The in-memory loan store and the SQLite store answer every search alike — reversed ranges
 * (min > max, empty: they match nothing) included — so use-case tests on the fakes say what
 * the deployed store does.
 */
const AT = '2026-01-01T00:00:00.000Z';
type Stores = Pick<TradingStores, 'loans' | 'pools'>;

async function seeded(h: StoreHarness<Stores>): Promise<StoreHarness<Stores>> {
  await h.uow.run(async (s) => {
    await s.loans.insertMany(SEARCH_DATASET);
    await s.pools.setStatus('investor-1', POOLED_IDS, 'Added', AT);
    await s.pools.setStatus('investor-2', POOLED_IDS.slice(0, 5), 'Removed', AT);
  });
  return h;
}

const sqlite = testDatabases().find((b) => b.name === 'sqlite')!;

describe('loan search: the memory store against the SQLite store', () => {
  let memory: StoreHarness<Stores>;
  let sql: StoreHarness<Stores>;
  beforeAll(async () => {
    memory = await seeded(await memoryHarness());
    sql = await seeded(await kyselyHarness(sqlite, kyselyStores)());
  });
  afterAll(async () => {
    await memory.close();
    await sql.close();
  });

  it('gives the same page and total for any query, reversed ranges included', async () => {
    await fc.assert(
      fc.asyncProperty(loanQueryArb, async (q) => {
        const [a, b] = [
          await memory.uow.run((s) => s.loans.search(q)),
          await sql.uow.run((s) => s.loans.search(q)),
        ];
        expect(b).toEqual(a);
      }),
      { numRuns: 80 },
    );
  });
});
