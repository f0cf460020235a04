import fc from 'fast-check';
import type { Loan } from '../../../core/loans/loan';
import { type Cents, cents } from '../../../core/money/cents';

/**
 * Arbitrary loans for storage round trips: any safe amount of cents, optional fields null or
 * not, and attribute names and values in any script. Text never holds U+0000, which
 * PostgreSQL cannot store in `text` (tape readers drop it before a value reaches a store).
 */
export const textArb = (maxLength = 24) =>
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
export function loanArb(key: () => string): fc.Arbitrary<Loan> {
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
