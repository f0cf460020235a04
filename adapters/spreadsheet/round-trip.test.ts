import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/errors/result';
import { readTape } from '../../core/tapes/read-tape';
import type { LoanValues } from '../../core/tapes/tape-row';
import { generateLoans, generateTapeSheet, type HeaderStyle } from '../../fixtures/tape-generator';
import { readSheet } from './read-sheet';
import { writeCsv, writeXlsx } from './write-sheet';

// What each header style cannot carry reads back as null (HMDA has no names, dates, program …).
const HMDA_ABSENT = {
  program: null,
  qmStatus: null,
  maturityDate: null,
  firstPaymentDate: null,
  escrowBalanceCents: null,
  propertyType: null,
} as const;

function expected(loan: LoanValues, style: HeaderStyle): LoanValues {
  if (style !== 'hmda') return loan;
  return {
    ...loan,
    ...HMDA_ABSENT,
    borrower: { ...loan.borrower, id: null, firstName: null, lastName: null, monthlyDebtCents: null },
  };
}

const writers = { xlsx: writeXlsx, csv: writeCsv } as const;

describe('a tape file, end to end', () => {
  it.each([
    ['asf', 'xlsx'],
    ['asf', 'csv'],
    ['platform', 'xlsx'],
    ['platform', 'csv'],
    ['hmda', 'xlsx'],
    ['hmda', 'csv'],
  ] as const)(
    'generated in %s style, written as .%s, reads back to the generated loans',
    async (style, format) => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 }), async (seed) => {
          const options = { seed, style, loanPrefix: `S${seed}-` };
          const bytes = writers[format](generateTapeSheet(25, options));
          const table = unwrap(await readSheet(bytes, `tape.${format}`));
          const reading = unwrap(readTape(table));
          expect(reading.plan.mapping.name).toBe(style);
          expect(reading.rejected).toBe(0);
          expect(reading.report).toEqual([]);
          const drafts = reading.accepted.map(({ row: _row, qualityFlags: _flags, ...values }) => values);
          expect(drafts).toEqual(generateLoans(25, options).map((loan) => expected(loan, style)));
        }),
        { numRuns: 4 },
      );
    },
  );
});
