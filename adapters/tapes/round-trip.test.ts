/**
 * Tapes in and out agree: a generated tape written as .xlsx or .csv in a seller's header style,
 * imported, then exported as ASF, says what the ASF tape of the original loans says — cell by
 * cell under core's matching rules — for any seed and size.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/errors/result';
import { valuesMatch } from '../../core/tapes/compare-fields';
import { generateTape } from '../../core/tapes/generate-tape';
import { generatedTape } from '../../core/tapes/generated-tapes';
import type { TapeCell, TapeSheet } from '../../core/tapes/tape-table';
import { generateLoans, generateTapeSheet } from '../../fixtures/tape-generator';
import { writeCsv, writeXlsx } from '../spreadsheet/write-sheet';
import { CAST, tapeWorld } from './testing/tape-world';

const WRITERS = { xlsx: (s: TapeSheet) => writeXlsx(s), csv: writeCsv } as const;

/** Rows keyed by their 'Loan Number' cell. */
function byLoanNumber(sheet: TapeSheet): Map<string, readonly TapeCell[]> {
  const at = sheet.headers.indexOf('Loan Number');
  return new Map(sheet.rows.map((r) => [String(r[at]), r]));
}

describe('a tape round trip', () => {
  it('exports as ASF what the loans were before they were written and imported', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 25 }),
        fc.constantFrom('asf' as const, 'platform' as const),
        fc.constantFrom('xlsx' as const, 'csv' as const),
        async (seed, count, style, format) => {
          const w = await tapeWorld();
          try {
            const options = { seed, style, loanPrefix: `RT${seed}-` };
            const bytes = WRITERS[format](generateTapeSheet(count, options));
            const imported = unwrap(
              await w.importFile({ tapeName: 'Round trip', fileName: `t.${format}`, bytes }),
            );
            expect(imported).toMatchObject({ accepted: count, rejected: 0 });
            // The due-diligence firm sees borrower fields (the operator sees them masked).
            await w.engage('Round trip');
            const exported = unwrap(
              await generatedTape(w.deps.trading, CAST.dueDiligence, {
                tapeName: 'Round trip',
                reportType: 'ASF',
              }),
            ).sheet;
            const expected = generateTape(generateLoans(count, options), 'ASF');
            expect(exported.headers).toEqual(expected.headers);
            const got = byLoanNumber(exported);
            expect(got.size).toBe(count);
            for (const [loanNumber, want] of byLoanNumber(expected)) {
              const row = got.get(loanNumber)!;
              expected.headers.forEach((header, i) => {
                expect(
                  valuesMatch(header, row[i], want[i]),
                  `${loanNumber} ${header}: ${row[i]} vs ${want[i]}`,
                ).toBe(true);
              });
            }
          } finally {
            await w.close();
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
