import { describe, expect, it } from 'vitest';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { MakeHarness } from '../testing/store-harness';
import type { StipulationStore } from './stipulation-store';
import { aMessage, aThread } from './testing/stipulation-rows';

type Stores = { readonly stipulations: StipulationStore };

/** The behaviour every `StipulationStore` (in-memory, SQLite, PostgreSQL) must show. */
export function describeStipulationStoreContract(name: string, make: MakeHarness<Stores>): void {
  describe(`StipulationStore contract: ${name}`, () => {
    const inTx = freshHarnessPerTest(make);
    const run = <T>(work: (s: StipulationStore) => Promise<T>) => inTx((s) => work(s.stipulations));

    it('reads back a stored thread field for field, and null for an unknown id', async () => {
      await run((s) => s.insert(aThread('s-1')));
      expect(await run((s) => s.get('s-1'))).toEqual(aThread('s-1'));
      expect(await run((s) => s.get('missing'))).toBeNull();
    });

    it('refuses a duplicate id', async () => {
      await run((s) => s.insert(aThread('s-1')));
      await expect(run((s) => s.insert(aThread('s-1')))).rejects.toThrow();
    });

    it('finds threads by loans and by tape, oldest first', async () => {
      await run(async (s) => {
        await s.insert(aThread('s-late', { createdAt: '2026-01-15T13:00:00.000Z' }));
        await s.insert(aThread('s-early', { loanId: 'loan-2', createdAt: '2026-01-15T11:00:00.000Z' }));
        await s.insert(aThread('s-other', { loanId: 'loan-3', tapeName: 'Tape B' }));
      });
      expect((await run((s) => s.forLoans(['loan-1', 'loan-2']))).map((t) => t.id)).toEqual([
        's-early',
        's-late',
      ]);
      expect((await run((s) => s.forTape('Tape A'))).map((t) => t.id)).toEqual(['s-early', 's-late']);
      expect((await run((s) => s.forTape('Tape B'))).map((t) => t.id)).toEqual(['s-other']);
      expect(await run((s) => s.forLoans([]))).toEqual([]);
    });

    it('appends messages in order while the thread is open', async () => {
      await run((s) => s.insert(aThread('s-1')));
      expect(await run((s) => s.appendMessage('s-1', aMessage('m2', { blobName: null })))).toBe(true);
      expect(await run((s) => s.appendMessage('s-1', aMessage('m3')))).toBe(true);
      expect((await run((s) => s.get('s-1')))?.messages.map((m) => [m.id, m.blobName])).toEqual([
        ['s-1-m1', 'blob-s-1-m1'],
        ['m2', null],
        ['m3', 'blob-m3'],
      ]);
      expect(await run((s) => s.appendMessage('missing', aMessage('m4')))).toBe(false);
    });

    it('closes once, for the party who resolved, with the final documents', async () => {
      await run((s) => s.insert(aThread('s-1')));
      expect(
        await run((s) => s.close('s-1', 'dd-1', '2026-01-16T00:00:00.000Z', ['tape.xlsx', 'final.pdf'])),
      ).toBe(true);
      const closed = await run((s) => s.get('s-1'));
      expect(closed).toMatchObject({
        closed: true,
        closedBy: 'dd-1',
        closedAt: '2026-01-16T00:00:00.000Z',
        finalDocs: ['tape.xlsx', 'final.pdf'],
        partyA: { agreeToClosed: false },
        partyB: { agreeToClosed: true },
      });
      expect(await run((s) => s.close('s-1', 'investor-1', '2026-01-17T00:00:00.000Z', []))).toBe(false);
      expect(await run((s) => s.appendMessage('s-1', aMessage('late')))).toBe(false);
      expect(await run((s) => s.get('s-1'))).toEqual(closed);
    });

    it('does not let someone outside the thread close it', async () => {
      await run((s) => s.insert(aThread('s-1')));
      expect(await run((s) => s.close('s-1', 'lender-1', '2026-01-16T00:00:00.000Z', []))).toBe(false);
      expect((await run((s) => s.get('s-1')))?.closed).toBe(false);
      expect(await run((s) => s.close('missing', 'dd-1', '2026-01-16T00:00:00.000Z', []))).toBe(false);
    });

    it('forgets a message added by a transaction that failed', async () => {
      await run((s) => s.insert(aThread('s-1')));
      await expect(
        inTx(async (s) => {
          await s.stipulations.appendMessage('s-1', aMessage('m2'));
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await run((s) => s.get('s-1')))?.messages).toHaveLength(1);
    });
  });
}
