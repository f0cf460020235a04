import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DueDiligenceCase, DueDiligenceStore } from './due-diligence-store';
import type { MakeHarness, StoreHarness } from './testing/store-harness';

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
    let h: StoreHarness<Stores>;
    beforeEach(async () => {
      h = await make();
    });
    afterEach(async () => {
      await h.close();
    });
    const run = <T>(work: (s: DueDiligenceStore) => Promise<T>) => h.uow.run((s) => work(s.dueDiligence));

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

    it('keeps one case per investor and tape: a second insert is refused without a change', async () => {
      await run((s) => s.insert(aCase('first')));
      expect(await run((s) => s.insert(aCase('second', { ddFirmId: 'dd-2' })))).toBe(false);
      expect((await run((s) => s.casesForTapes(['Tape A']))).map((c) => c.id)).toEqual(['first']);
      expect(await run((s) => s.insert(aCase('other-investor', { investorId: 'investor-2' })))).toBe(true);
    });

    it('forgets a case inserted by a transaction that failed', async () => {
      await expect(
        h.uow.run(async (s) => {
          await s.dueDiligence.insert(aCase('rolled-back'));
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await run((s) => s.casesForTapes(['Tape A']))).toEqual([]);
    });
  });
}
