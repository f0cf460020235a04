import { describe, expect, it } from 'vitest';
import type { TradingStores } from '../ports/stores';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { StoreHarness } from '../testing/store-harness';

type Stores = Pick<TradingStores, 'pools'>;

const T1 = '2026-01-01T00:00:00.000Z';
const T2 = '2026-01-02T00:00:00.000Z';

/** The behaviour every `PoolStore` must have: one entry per (user, loan), upserted, per-user. */
export function describePoolStoreContract(name: string, make: () => Promise<StoreHarness<Stores>>) {
  describe(`PoolStore contract: ${name}`, () => {
    const run = freshHarnessPerTest(make);
    const entries = async (userId: string, ids: string[]) =>
      (await run((s) => s.pools.entriesFor(userId, ids))).sort((a, b) => (a.loanId < b.loanId ? -1 : 1));

    it('creates entries, then updates them in place', async () => {
      await run((s) => s.pools.setStatus('u1', ['a', 'b', 'a'], 'Added', T1));
      await run((s) => s.pools.setStatus('u1', ['b', 'c'], 'Removed', T2));
      expect(await entries('u1', ['a', 'b', 'c', 'd'])).toEqual([
        { userId: 'u1', loanId: 'a', status: 'Added', updatedAt: T1 },
        { userId: 'u1', loanId: 'b', status: 'Removed', updatedAt: T2 },
        { userId: 'u1', loanId: 'c', status: 'Removed', updatedAt: T2 },
      ]);
    });

    it("keeps each user's pool apart", async () => {
      await run((s) => s.pools.setStatus('u1', ['a'], 'Added', T1));
      await run((s) => s.pools.setStatus('u2', ['a'], 'Removed', T1));
      expect((await entries('u1', ['a']))[0]?.status).toBe('Added');
      expect((await entries('u2', ['a']))[0]?.status).toBe('Removed');
      expect(await entries('u3', ['a'])).toEqual([]);
    });

    it('accepts empty lists', async () => {
      await run((s) => s.pools.setStatus('u1', [], 'Added', T1));
      expect(await entries('u1', [])).toEqual([]);
    });
  });
}
