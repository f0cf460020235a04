import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money/cents';
import type { StoreHarness } from '../testing/store-harness';
import type { Loan } from './loan';
import type { LoanStore } from './loan-store';
import { makeLoan } from './testing/loan-samples';

/**
 * Arbitrary loans for storage round trips: any safe amount of cents, optional fields null or
 * not, and attribute names and values in any script. Text never holds U+0000, which
 * PostgreSQL cannot store in `text` (tape readers drop it before a value reaches a store).
 */
const textArb = (maxLength = 24) =>
  fc.string({ unit: 'grapheme', maxLength }).map((s) => s.replaceAll('\u0000', ''));

const money: fc.Arbitrary<Cents> = fc.maxSafeNat().map(cents);
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const instant = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const ratio = fc.integer({ min: 0, max: 200_000 }).map((n) => n / 1000);

/** A loan with every field drawn; `id` and `loanNumber` come from `key` so runs never collide. */
function loanArb(key: () => string): fc.Arbitrary<Loan> {
  return fc
    .record({
      tapeName: textArb(),
      issuingAuthority: textArb(),
      lenderId: textArb(),
      ownerId: textArb(),
      status: fc.constantFrom('listed', 'bidding', 'awarded' as const),
      amountCents: money,
      // Null: the tape reported no value (HMDA NA, Exempt, 8888 …).
      interestRate: nullable(ratio),
      fico: nullable(fc.integer({ min: 300, max: 850 })),
      ltv: nullable(ratio),
      cltv: nullable(ratio),
      dti: nullable(ratio),
      tenureMonths: nullable(fc.integer({ min: 1, max: 1200 })),
      occupancy: nullable(textArb()),
      propertyType: nullable(textArb()),
      purpose: nullable(textArb()),
      program: nullable(textArb()),
      qmStatus: nullable(textArb()),
      maturityDate: nullable(isoDate),
      firstPaymentDate: nullable(isoDate),
      escrowBalanceCents: nullable(money),
      units: nullable(fc.integer({ min: 1, max: 999 })),
      appraisedValueCents: nullable(money),
      borrower: fc.record({
        id: nullable(textArb()),
        firstName: nullable(textArb()),
        lastName: nullable(textArb()),
        monthlyIncomeCents: nullable(money),
        monthlyDebtCents: nullable(money),
        ethnicity: nullable(textArb()),
        race: nullable(textArb()),
        gender: nullable(textArb()),
      }),
      attributes: fc.dictionary(textArb(40), textArb(80), { maxKeys: 12, noNullPrototype: true }),
      qualityFlags: fc.array(textArb(), { maxLength: 4 }),
      batchId: textArb(),
      createdAt: instant,
      updatedAt: instant,
    })
    .map((fields) => {
      const k = key();
      return { ...fields, id: `loan-${k}`, loanNumber: `LN-${k}` };
    });
}

type Stores = { readonly loans: LoanStore };

/**
 * What storing a loan must preserve on every backend, beside the loans area's own contract
 * (`loan-store.contract.ts`): money to the last cent at any size, tape attributes
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
