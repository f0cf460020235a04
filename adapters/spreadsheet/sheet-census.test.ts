import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './limits';
import { csvCensus } from './sheet-census';
import { XmlTally } from './xml-tally';

const field = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9 .$%-]{1,12}$/).filter((s) => s.trim() !== ''),
  fc.string({ maxLength: 12 }).map((s) => `"${s.replaceAll('"', '""')}"`),
);

describe('the CSV census', () => {
  it('counts the rows and cells of any table, whatever its quoting and line endings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        fc.constantFrom('\n', '\r\n'),
        fc.gen(),
        (width, rowSeeds, eol, g) => {
          const rows = rowSeeds.map(() => Array.from({ length: width }, () => g(() => field)));
          const csv = rows.map((r) => r.join(',')).join(eol) + eol;
          expect(csvCensus(Buffer.from(csv), DEFAULT_LIMITS)).toEqual({
            rows: rows.length,
            cells: rows.length * width,
          });
        },
      ),
    );
  });

  it('refuses a cell longer than a spreadsheet cell can be, naming its line', () => {
    const csv = Buffer.from(`a,b\n1,2\n3,"${'x'.repeat(200_000)}"\n`);
    expect(csvCensus(csv, DEFAULT_LIMITS)).toMatchObject({
      code: 'SPREADSHEET.CELL_TOO_LONG',
      message: 'A cell in row 3 holds more than 32,767 characters, more than a spreadsheet cell can.',
    });
  });

  it('refuses too many cells even when rows and columns are each within bounds', () => {
    const limits = { ...DEFAULT_LIMITS, maxCells: 10 };
    expect(csvCensus(Buffer.from('a,b,c\n1,2,3\n4,5,6\n7,8,9\n'), limits)).toMatchObject({
      code: 'SPREADSHEET.TOO_MANY_CELLS',
    });
    expect(csvCensus(Buffer.from('a,b,c\n1,2,3\n4,5,6\n'), limits)).toEqual({ rows: 3, cells: 9 });
  });
});

describe('the XML tally', () => {
  const sheet =
    '<?xml version="1.0"?><x:worksheet xmlns:x="urn:x"><x:sheetData>' +
    '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1"><x:v>2</x:v></x:c></x:row>' +
    '<row><c><is><t>a &lt;b&gt; c</t></is></c><col/><cell/></row><si><t>xyz</t></si><!-- <c> --></x:sheetData></x:worksheet>';

  it('counts rows, cells and shared strings with or without a namespace prefix', () => {
    const tally = new XmlTally();
    tally.feed(Buffer.from(sheet));
    expect(tally.counts).toEqual({ row: 2, c: 3, si: 1 });
    expect(tally.widestRow).toBe(2);
    expect(tally.longestText).toBe('a &lt;b&gt; c'.length);
  });

  it('tallies the same however the bytes are cut into chunks', () => {
    const whole = new XmlTally();
    whole.feed(Buffer.from(sheet));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: sheet.length - 1 }), { maxLength: 40 }),
        (cuts) => {
          const bytes = Buffer.from(sheet);
          const tally = new XmlTally();
          let from = 0;
          for (const cut of [...cuts].sort((a, b) => a - b)) {
            tally.feed(bytes.subarray(from, cut));
            from = cut;
          }
          tally.feed(bytes.subarray(from));
          expect([tally.counts, tally.widestRow, tally.longestText]).toEqual([
            whole.counts,
            whole.widestRow,
            whole.longestText,
          ]);
        },
      ),
    );
  });
});
