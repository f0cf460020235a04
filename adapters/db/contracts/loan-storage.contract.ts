import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoanStore } from '../../../core/loans/loan-store';
import { makeLoan } from '../../../core/loans/testing/loan-samples';
import { cents } from '../../../core/money/cents';
import type { StoreHarness } from '../testing/harness';
import { loanArb } from './loan-arbitrary';

type Stores = { readonly loans: LoanStore };

/**
 * What storing a loan must preserve on every backend, beside the loans area's own contract
 * (core/loans/loan-store.contract.ts): money to the last cent at any size, tape attributes
 * verbatim and in order, all-or-nothing inserts, and compare-and-set under concurrency.
 */
export function describeLoanStorageContract(name: string, make: () => Promise<StoreHarness<Stores>>) {
  describe(`loan storage contract: ${name}`, () => {
    let h: StoreHarness<Stores>;
    const run = <T>(work: (s: Stores) => Promise<T>) => h.uow.run(work);
    beforeEach(async () => {
      h = await make();
    });
    afterEach(async () => {
      await h.close();
    });

    it('keeps amounts of cents exact up to 2^53 − 1', async () => {
      const max = cents(Number.MAX_SAFE_INTEGER);
      const loan = makeLoan({
        amountCents: max,
        escrowBalanceCents: cents(0),
        appraisedValueCents: cents(2 ** 40 + 1),
      });
      await run((s) => s.loans.insertMany([loan]));
      const back = await run((s) => s.loans.get(loan.id));
      expect(back?.amountCents).toBe(Number.MAX_SAFE_INTEGER);
      expect(back?.appraisedValueCents).toBe(2 ** 40 + 1);
      expect(back).toEqual(loan);
    });

    it('keeps tape attributes verbatim and in tape order', async () => {
      const attributes = {
        'Occupancy Code': ' O ',
        APPRAISAL_AMOUNT: '450,000.00',
        'état civil': 'marié — 既婚',
        'quote\'s "name"': '',
        'a.b[c]': '\ttab\nnewline',
      };
      const loan = makeLoan({ attributes });
      await run((s) => s.loans.insertMany([loan]));
      const back = await run((s) => s.loans.get(loan.id));
      expect(back?.attributes).toEqual(attributes);
      expect(Object.keys(back?.attributes ?? {})).toEqual(Object.keys(attributes));
    });

    it('round-trips any loan unchanged', async () => {
      let n = 0;
      const key = () => String(++n).padStart(6, '0');
      await fc.assert(
        fc.asyncProperty(loanArb(key), async (loan) => {
          await run((s) => s.loans.insertMany([loan]));
          expect(await run((s) => s.loans.get(loan.id))).toEqual(loan);
        }),
        { numRuns: 40 },
      );
    });

    it('stores none of an insert whose transaction fails, attributes included', async () => {
      const a = makeLoan({ id: 'a', loanNumber: '1', attributes: { X: '1' } });
      const b = makeLoan({ id: 'b', loanNumber: '2' });
      await expect(
        run(async (s) => {
          await s.loans.insertMany([a, b]);
          throw new Error('import failed after the insert');
        }),
      ).rejects.toThrow('import failed');
      expect(await run((s) => s.loans.getMany(['a', 'b']))).toEqual([]);
      await run((s) => s.loans.insertMany([a]));
      expect(await run((s) => s.loans.get('a'))).toEqual(a);
    });

    it('lets exactly one of many concurrent callers take a loan', async () => {
      await run((s) => s.loans.insertMany([makeLoan({ id: 'a', ownerId: 'lender' })]));
      const at = '2026-02-01T00:00:00.000Z';
      const wins = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          run((s) => s.loans.setOwner('a', 'lender', `investor-${i}`, at)),
        ),
      );
      expect(wins.filter(Boolean)).toHaveLength(1);
      const winner = `investor-${wins.indexOf(true)}`;
      expect((await run((s) => s.loans.get('a')))?.ownerId).toBe(winner);
    });
  });
}
