import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { MakeHarness } from '../testing/store-harness';
import type { Stake, UnstakeRequest } from './stake';
import type { StakingStore } from './staking-store';

type Stores = { readonly staking: StakingStore };

const T0 = '2026-03-02T09:00:00.000Z';

/** A live stake of `lender-1` on `loanId`. */
export const aStake = (id: string, loanId = 'loan-1', over: Partial<Stake> = {}): Stake => ({
  id,
  loanId,
  tapeName: 'Spring Tape',
  loanNumber: `LN-${loanId}`,
  stakerId: 'lender-1',
  loanValueCents: cents(25_000_000),
  amountCents: cents(5_000),
  status: 'staked',
  stakedAt: T0,
  releasedAt: null,
  ...over,
});

/** An unanswered request of `investor-1` on `stakeId`. */
export const aRequest = (
  id: string,
  stakeId = 's-1',
  over: Partial<UnstakeRequest> = {},
): UnstakeRequest => ({
  id,
  stakeId,
  loanId: 'loan-1',
  tapeName: 'Spring Tape',
  loanNumber: 'LN-loan-1',
  requesterId: 'investor-1',
  lenderId: 'lender-1',
  reason: 'Refinancing at a lower rate',
  requestedAt: T0,
  respondBy: '2026-03-17T09:00:00.000Z',
  answer: null,
  answeredAt: null,
  ...over,
});

/** The behaviour every `StakingStore` (in-memory, SQLite, PostgreSQL) must show. */
export function describeStakingStoreContract(name: string, make: MakeHarness<Stores>): void {
  describe(`StakingStore contract: ${name}`, () => {
    const inTx = freshHarnessPerTest(make);
    const run = <T>(work: (s: StakingStore) => Promise<T>) => inTx((s) => work(s.staking));

    it('keeps stakes field for field, lists the live ones of the loans asked and a loan’s history oldest first', async () => {
      const old = aStake('s-0', 'loan-1', {
        status: 'released',
        releasedAt: T0,
        stakedAt: '2026-01-01T00:00:00.000Z',
      });
      await run((s) =>
        s.insertStakes([aStake('s-1'), old, aStake('s-2', 'loan-2'), aStake('s-3', 'loan-3')]),
      );
      const live = await run((s) => s.liveStakes(['loan-1', 'loan-2', 'loan-9']));
      expect(live.sort((a, b) => a.id.localeCompare(b.id))).toEqual([aStake('s-1'), aStake('s-2', 'loan-2')]);
      expect(await run((s) => s.stakesOfLoan('loan-1'))).toEqual([old, aStake('s-1')]);
      expect(await run((s) => s.stakesOfLoan('loan-9'))).toEqual([]);
      expect(await run((s) => s.liveStakes([]))).toEqual([]);
    });

    it('refuses a duplicate stake id or a second live stake of a loan, and writes none of that batch', async () => {
      await run((s) => s.insertStakes([aStake('s-1')]));
      await expect(
        run((s) => s.insertStakes([aStake('s-2', 'loan-2'), aStake('s-1', 'loan-3')])),
      ).rejects.toThrow();
      await expect(run((s) => s.insertStakes([aStake('s-4', 'loan-4'), aStake('s-5')]))).rejects.toThrow();
      expect(await run((s) => s.liveStakes(['loan-2', 'loan-3', 'loan-4']))).toEqual([]);
    });

    it('releases a live stake once; a released loan can be staked again', async () => {
      await run((s) => s.insertStakes([aStake('s-1')]));
      const later = '2026-03-20T00:00:00.000Z';
      expect(await run((s) => s.releaseStake('s-1', later))).toBe(true);
      expect(await run((s) => s.releaseStake('s-1', later))).toBe(false);
      expect(await run((s) => s.releaseStake('nope', later))).toBe(false);
      expect(await run((s) => s.stakesOfLoan('loan-1'))).toEqual([
        aStake('s-1', 'loan-1', { status: 'released', releasedAt: later }),
      ]);
      await run((s) => s.insertStakes([aStake('s-2', 'loan-1', { stakedAt: later })]));
      expect((await run((s) => s.liveStakes(['loan-1']))).map((s) => s.id)).toEqual(['s-2']);
    });

    it('takes one unanswered request per stake, and a new one once it is answered', async () => {
      expect(await run((s) => s.insertRequest(aRequest('r-1')))).toBe(true);
      expect(await run((s) => s.insertRequest(aRequest('r-2')))).toBe(false);
      expect(await run((s) => s.insertRequest(aRequest('r-3', 's-2')))).toBe(true);
      expect(await run((s) => s.getRequest('r-1'))).toEqual(aRequest('r-1'));
      expect(await run((s) => s.getRequest('r-2'))).toBeNull();
      expect(await run((s) => s.unansweredOf('s-1'))).toEqual(aRequest('r-1'));
      const at = '2026-03-05T00:00:00.000Z';
      expect(await run((s) => s.answerRequest('r-1', 'declined', at))).toBe(true);
      expect(await run((s) => s.answerRequest('r-1', 'accepted', at))).toBe(false);
      expect(await run((s) => s.answerRequest('nope', 'accepted', at))).toBe(false);
      expect(await run((s) => s.unansweredOf('s-1'))).toBeNull();
      const again = aRequest('r-4', 's-1', { requestedAt: at, reason: null });
      expect(await run((s) => s.insertRequest(again))).toBe(true);
      expect(await run((s) => s.requestsOfLoan('loan-1'))).toEqual([
        aRequest('r-1', 's-1', { answer: 'declined', answeredAt: at }),
        aRequest('r-3', 's-2'),
        again,
      ]);
      await expect(run((s) => s.insertRequest(aRequest('r-4', 's-9')))).rejects.toThrow();
    });

    it('lists unanswered requests by lender or requester, earliest deadline first, at most the limit', async () => {
      const due = (id: string, stakeId: string, respondBy: string, over: Partial<UnstakeRequest> = {}) =>
        aRequest(id, stakeId, { respondBy, ...over });
      const rows = [
        due('r-b', 's-1', '2026-03-17T09:00:00.000Z'),
        due('r-a', 's-2', '2026-03-17T09:00:00.000Z'),
        due('r-c', 's-3', '2026-03-10T00:00:00.000Z', { lenderId: 'lender-2' }),
        due('r-d', 's-4', '2026-03-01T00:00:00.000Z', { requesterId: 'investor-2' }),
        due('r-e', 's-5', '2026-02-01T00:00:00.000Z'),
      ];
      for (const r of rows) await run((s) => s.insertRequest(r));
      await run((s) => s.answerRequest('r-e', 'accepted', T0));
      const ids = (f: Parameters<StakingStore['unanswered']>[0]) =>
        run(async (s) => (await s.unanswered(f)).map((r) => r.id));
      expect(await ids({ limit: 10 })).toEqual(['r-d', 'r-c', 'r-a', 'r-b']);
      expect(await ids({ limit: 2 })).toEqual(['r-d', 'r-c']);
      expect(await ids({ lenderId: 'lender-1', limit: 10 })).toEqual(['r-d', 'r-a', 'r-b']);
      expect(await ids({ requesterId: 'investor-2', limit: 10 })).toEqual(['r-d']);
      expect(await ids({ lenderId: 'lender-2', requesterId: 'investor-2', limit: 10 })).toEqual([]);
    });

    it('answers a request once and records one request per stake when callers race', async () => {
      await run((s) => s.insertRequest(aRequest('r-1')));
      const answers = await Promise.all([
        run((s) => s.answerRequest('r-1', 'accepted', T0)),
        run((s) => s.answerRequest('r-1', 'declined', T0)),
      ]);
      expect(answers.filter(Boolean)).toHaveLength(1);
      const asks = await Promise.all(
        ['r-2', 'r-3', 'r-4'].map((id) => run((s) => s.insertRequest(aRequest(id, 's-9')))),
      );
      expect(asks.filter(Boolean)).toHaveLength(1);
    });
  });
}
