import { describe, expect, it } from 'vitest';
import type { Tape } from '../loans/loan';
import type { TradingStores } from '../ports/stores';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { StoreHarness } from '../testing/store-harness';
import type { ImportBatch } from './tape-store';

type Stores = Pick<TradingStores, 'tapes'>;

const tape = (name: string, over: Partial<Tape> = {}): Tape => ({
  name,
  lenderId: 'lender-1',
  issuingAuthority: 'Fannie Mae',
  loanCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const batch = (id: string, over: Partial<ImportBatch> = {}): ImportBatch => ({
  id,
  tapeName: 'T1',
  contentHash: 'h1',
  fileName: 'tape.xlsx',
  loanCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'lender-1',
  ...over,
});

/** The behaviour every `TapeStore` must have: unique names, ordered listings, atomic counts, batches by hash. */
export function describeTapeStoreContract(name: string, make: () => Promise<StoreHarness<Stores>>) {
  describe(`TapeStore contract: ${name}`, () => {
    const run = freshHarnessPerTest(make);

    it('creates a tape once per name, platform-wide', async () => {
      expect(await run((s) => s.tapes.create(tape('T1')))).toBe(true);
      expect(await run((s) => s.tapes.create(tape('T1', { lenderId: 'lender-2' })))).toBe(false);
      expect(await run((s) => s.tapes.get('T1'))).toEqual(tape('T1'));
      expect(await run((s) => s.tapes.get('T2'))).toBeNull();
    });

    it('lists tapes and the existing ones among names, ordered by name', async () => {
      for (const n of ['b', 'C', 'a']) await run((s) => s.tapes.create(tape(n)));
      expect((await run((s) => s.tapes.list())).map((t) => t.name)).toEqual(['C', 'a', 'b']);
      expect((await run((s) => s.tapes.getMany(['b', 'zz', 'a']))).map((t) => t.name)).toEqual(['a', 'b']);
    });

    it('adds to the loan count', async () => {
      await run((s) => s.tapes.create(tape('T1', { loanCount: 2 })));
      await run((s) => s.tapes.addToLoanCount('T1', 5));
      await run((s) => s.tapes.addToLoanCount('T1', 1));
      expect((await run((s) => s.tapes.get('T1')))?.loanCount).toBe(8);
    });

    it('finds the earliest batch of a tape by content hash', async () => {
      await run(async (s) => {
        await s.tapes.create(tape('T1'));
        await s.tapes.create(tape('T2'));
        await s.tapes.recordBatch(batch('b2', { createdAt: '2026-01-02T00:00:00.000Z' }));
        await s.tapes.recordBatch(batch('b1'));
        await s.tapes.recordBatch(batch('b3', { tapeName: 'T2', contentHash: 'h2' }));
      });
      expect(await run((s) => s.tapes.findBatchByHash('T1', 'h1'))).toEqual(batch('b1'));
      expect(await run((s) => s.tapes.findBatchByHash('T1', 'h2'))).toBeNull();
      expect(await run((s) => s.tapes.findBatchByHash('T2', 'h2'))).toEqual(
        batch('b3', { tapeName: 'T2', contentHash: 'h2' }),
      );
    });

    it("finds a lender's earliest batch of a content hash under any of their tapes, and no one else's", async () => {
      await run(async (s) => {
        await s.tapes.create(tape('T1'));
        await s.tapes.create(tape('T2'));
        await s.tapes.lockImportsOf('lender-1');
        await s.tapes.recordBatch(batch('b2', { tapeName: 'T2', createdAt: '2026-01-02T00:00:00.000Z' }));
        await s.tapes.recordBatch(batch('b1'));
        await s.tapes.recordBatch(batch('b9', { createdBy: 'lender-2', contentHash: 'h9' }));
      });
      expect(await run((s) => s.tapes.findLenderBatchByHash('lender-1', 'h1'))).toEqual(batch('b1'));
      expect(await run((s) => s.tapes.findLenderBatchByHash('lender-1', 'h9'))).toBeNull();
      expect(await run((s) => s.tapes.findLenderBatchByHash('lender-2', 'h9'))).toMatchObject({ id: 'b9' });
    });
  });
}
