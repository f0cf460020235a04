import { describe, expect, it } from 'vitest';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { MakeHarness } from '../testing/store-harness';
import type { DueDiligenceCase, DueDiligenceStore } from './due-diligence-store';

type Stores = { readonly dueDiligence: DueDiligenceStore };

const aCase = (id: string, over: Partial<DueDiligenceCase> = {}): DueDiligenceCase => ({
  id,
  tapeName: 'Tape A',
  investorId: 'investor-1',
  ddFirmId: 'dd-1',
  fileBlobName: `blob-${id}`,
  startedAt: '2026-01-10T09:00:00.000Z',
  ...over,
});

/** The behaviour every `DueDiligenceStore` (in-memory, SQLite, PostgreSQL) must show. */
export function describeDueDiligenceStoreContract(name: string, make: MakeHarness<Stores>): void {
  describe(`DueDiligenceStore contract: ${name}`, () => {
    const inTx = freshHarnessPerTest(make);
    const run = <T>(work: (s: DueDiligenceStore) => Promise<T>) => inTx((s) => work(s.dueDiligence));

    it('returns a stored case by tape and by party, field for field', async () => {
      const dd = aCase('dd-case-1');
      expect(await run((s) => s.insert(dd))).toBe(true);
      expect(await run((s) => s.casesForTapes(['Tape A']))).toEqual([dd]);
      expect(await run((s) => s.casesForParty('investor-1'))).toEqual([dd]);
      expect(await run((s) => s.casesForParty('dd-1'))).toEqual([dd]);
      expect(await run((s) => s.casesForParty('someone-else'))).toEqual([]);
    });

    it('lists the cases of several tapes oldest first and leaves other tapes out', async () => {
      await run(async (s) => {
        await s.insert(aCase('c-late', { tapeName: 'Tape B', startedAt: '2026-01-12T00:00:00.000Z' }));
        await s.insert(aCase('c-early', { investorId: 'investor-2', startedAt: '2026-01-11T00:00:00.000Z' }));
        await s.insert(aCase('c-other', { tapeName: 'Tape C', investorId: 'investor-3' }));
      });
      const found = await run((s) => s.casesForTapes(['Tape A', 'Tape B']));
      expect(found.map((c) => c.id)).toEqual(['c-early', 'c-late']);
      expect(await run((s) => s.casesForTapes([]))).toEqual([]);
    });

    it('lists the cases of one firm oldest first, and no one else’s', async () => {
      await run(async (s) => {
        await s.insert(aCase('c-b', { tapeName: 'Tape B', startedAt: '2026-01-12T00:00:00.000Z' }));
        await s.insert(aCase('c-a', { startedAt: '2026-01-11T00:00:00.000Z' }));
        await s.insert(aCase('c-other', { tapeName: 'Tape C', ddFirmId: 'dd-2' }));
      });
      expect((await run((s) => s.casesForFirm('dd-1'))).map((c) => c.id)).toEqual(['c-a', 'c-b']);
      expect((await run((s) => s.casesForFirm('dd-2'))).map((c) => c.id)).toEqual(['c-other']);
      // The investor of a case is not its firm.
      expect(await run((s) => s.casesForFirm('investor-1'))).toEqual([]);
    });

    it('keeps one case per investor and tape: a second insert is refused without a change', async () => {
      await run((s) => s.insert(aCase('first')));
      expect(await run((s) => s.insert(aCase('second', { ddFirmId: 'dd-2' })))).toBe(false);
      expect((await run((s) => s.casesForTapes(['Tape A']))).map((c) => c.id)).toEqual(['first']);
      expect(await run((s) => s.insert(aCase('other-investor', { investorId: 'investor-2' })))).toBe(true);
    });

    it('forgets a case inserted by a transaction that failed', async () => {
      await expect(
        inTx(async (s) => {
          await s.dueDiligence.insert(aCase('rolled-back'));
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await run((s) => s.casesForTapes(['Tape A']))).toEqual([]);
    });
  });
}
