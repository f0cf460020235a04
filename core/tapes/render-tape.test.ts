import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents';
import { CODE_LISTS } from './code-lists';
import { civilDate, dayNumber } from './dates';
import type { PlatformField } from './fields';
import type { FieldMapping } from './mapping';
import { ASF_MAPPING } from './mappings/asf-mapping';
import { HMDA_MAPPING } from './mappings/hmda-mapping';
import { PLATFORM_MAPPING } from './mappings/platform-mapping';
import { readTape } from './read-tape';
import { renderTape } from './render-tape';
import { FIELD_ACCESS, type LoanValues } from './tape-row';
import { deriveLtv } from './values';

const label = (list: keyof typeof CODE_LISTS) => fc.constantFrom(...CODE_LISTS[list].map((e) => e.label));
const text = fc
  .string({ minLength: 1, maxLength: 40 })
  .map((s) => s.trim())
  .filter((s) => s.length > 0);
const orNull = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const money = (max: number) => fc.integer({ min: 0, max }).map(cents);
const isoDay = (n: number) =>
  civilDate(n)
    .map((x, i) => String(x).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');

/** Loans whose every value the edits accept; the maturity follows from the first payment and term. */
const loanArb: fc.Arbitrary<LoanValues> = fc
  .record({
    amount: fc.integer({ min: 50_000, max: 300_000_000 }),
    appraisedFactor: fc.integer({ min: 50, max: 400 }),
    tenure: fc.integer({ min: 1, max: 480 }),
    firstDay: orNull(fc.integer({ min: dayNumber(1990, 1, 1), max: dayNumber(2060, 1, 1) })),
    income: orNull(fc.integer({ min: 0, max: 5000 })),
  })
  .chain(({ amount, appraisedFactor, tenure, firstDay, income }) => {
    const appraised = cents(Math.round((amount * appraisedFactor) / 100));
    const first = firstDay === null ? null : isoDay(firstDay);
    const [y, m] = first === null ? [0, 0] : (first.split('-').map(Number) as [number, number]);
    const months = y * 12 + (m - 1) + tenure - 1;
    const maturity =
      first === null ? null : `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
    return fc.record<LoanValues>({
      loanNumber: text,
      issuingAuthority: orNull(text),
      amountCents: fc.constant(cents(amount)),
      interestRate: fc.integer({ min: 0, max: 20_000 }).map((n) => n / 1000),
      fico: fc.integer({ min: 300, max: 850 }),
      ltv: fc.constant(deriveLtv(cents(amount), appraised)),
      cltv: orNull(fc.integer({ min: 0, max: 20_000 }).map((n) => n / 100)),
      dti: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
      tenureMonths: fc.constant(tenure),
      occupancy: orNull(label('occupancy')),
      propertyType: orNull(label('propertyType')),
      purpose: orNull(label('purpose')),
      program: orNull(text),
      qmStatus: orNull(text),
      maturityDate: fc.constant(maturity),
      firstPaymentDate: fc.constant(first === null ? null : `${first.slice(0, 8)}01`),
      escrowBalanceCents: orNull(money(10_000_000)),
      units: orNull(fc.integer({ min: 1, max: 4 })),
      appraisedValueCents: fc.constant(appraised),
      borrower: fc.record({
        id: orNull(text),
        firstName: orNull(text),
        lastName: orNull(text),
        // HMDA gives income in whole thousands a year; keep amounts that survive that unit.
        monthlyIncomeCents: fc.constant(income === null ? null : cents(Math.round((income * 100_000) / 12))),
        monthlyDebtCents: orNull(money(5_000_000)),
        ethnicity: orNull(label('ethnicity')),
        race: orNull(label('race')),
        gender: orNull(label('gender')),
      }),
      attributes: fc.dictionary(fc.constantFrom('Channel', 'propcity', 'AUS', 'Servicer'), fc.string()),
    });
  });

/** What a tape in `mapping`'s style can carry of a loan: unmapped fields read back as null. */
function carried(loan: LoanValues, mapping: FieldMapping): Partial<Record<PlatformField, unknown>> {
  const fields = Object.keys(FIELD_ACCESS) as PlatformField[];
  return Object.fromEntries(
    fields.map((f) => [f, f in mapping.fields || f === 'ltv' ? FIELD_ACCESS[f](loan) : null]),
  );
}

describe('rendering loans as a tape', () => {
  it('writes the values an HMDA register did not report as NA, so they read back missing, not rejected', () => {
    const loans = fc.sample(loanArb, { numRuns: 4, seed: 7 }).map((l, i) => ({
      ...l,
      loanNumber: `U${i}`,
      interestRate: null,
      fico: null,
      dti: null,
      tenureMonths: null,
      ltv: null,
      appraisedValueCents: null,
      maturityDate: null,
      firstPaymentDate: null,
    }));
    const sheet = renderTape(loans, HMDA_MAPPING);
    expect(sheet.rows[0]![sheet.headers.indexOf('Credit Score of Applicant or Borrower')]).toBe('NA');
    const rows = sheet.rows.map((cells) =>
      Object.fromEntries(sheet.headers.map((h, i) => [h, cells[i] === null ? '' : String(cells[i])])),
    );
    const reading = readTape({ headers: sheet.headers, rows }, { mapping: HMDA_MAPPING });
    expect(reading.ok && reading.value.rejected).toBe(0);
    if (!reading.ok) return;
    for (const draft of reading.value.accepted) {
      expect(draft).toMatchObject({
        interestRate: null,
        fico: null,
        dti: null,
        tenureMonths: null,
        ltv: null,
      });
      expect(draft.qualityFlags).toEqual(expect.arrayContaining(['Q008', 'Q009']));
    }
  });

  it.each([
    ['platform', PLATFORM_MAPPING, 'iso'],
    ['ASF', ASF_MAPPING, 'us'],
    ['HMDA', HMDA_MAPPING, 'iso'],
  ] as const)('reads back what it wrote in the %s style', (_name, mapping, dateStyle) => {
    fc.assert(
      fc.property(fc.array(loanArb, { minLength: 1, maxLength: 8 }), (loans) => {
        const numbered = loans.map((l, i) => ({ ...l, loanNumber: `${l.loanNumber}#${i}` }));
        const sheet = renderTape(numbered, mapping, { dateStyle });
        const rows = sheet.rows.map((cells) =>
          Object.fromEntries(sheet.headers.map((h, i) => [h, cells[i] === null ? '' : String(cells[i])])),
        );
        const reading = readTape({ headers: sheet.headers, rows }, { mapping });
        expect(reading.ok && reading.value.rejected).toBe(0);
        if (!reading.ok) return;
        reading.value.accepted.forEach((draft, i) => {
          expect(carried(draft, mapping)).toEqual(carried(numbered[i]!, mapping));
          // A loan without an attribute another loan has reads back with it blank.
          const present = (a: Readonly<Record<string, string>>) =>
            Object.entries(a).filter(([, v]) => v !== '');
          expect(Object.fromEntries(present(draft.attributes))).toEqual(
            Object.fromEntries(present(numbered[i]!.attributes)),
          );
        });
      }),
      { numRuns: 60 },
    );
  });
});
