import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { Result } from '../../../core/errors/result';
import type { TapeTable } from '../../../core/tapes/tape-table';
import { HOSTILE_FILES } from '../../../fixtures/tapes/build';
import { fixtureFile } from '../../tapes/testing/tape-world';
import { DEFAULT_LIMITS, type SpreadsheetLimits } from '../limits';
import { readSheet } from '../read-sheet';
import { writeCsv, writeXlsx } from '../write-sheet';
import { NotStreamable } from './not-streamable';
import { sheetPieces } from './stream-thread';

/** The pieces of a streamed read put back together as `readSheet` answers. */
async function streamed(
  bytes: Buffer,
  name: string,
  limits = DEFAULT_LIMITS,
): Promise<Result<TapeTable, unknown>> {
  let headers: string[] = [];
  const rows: Record<string, string>[] = [];
  const rowNumbers: number[] = [];
  for await (const piece of sheetPieces(bytes, name, limits)) {
    if (piece.type === 'refused') return { ok: false, error: piece.error };
    if (piece.type === 'headers') headers = piece.headers;
    if (piece.type === 'rows') {
      for (const values of piece.rows) rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i]!])));
      rowNumbers.push(...piece.rowNumbers);
    }
  }
  return { ok: true, value: { headers, rows, rowNumbers } };
}

/** `readSheet`'s answer with the row numbers spelled out (it leaves them out when no row was skipped). */
async function whole(
  bytes: Buffer,
  name: string,
  limits = DEFAULT_LIMITS,
): Promise<Result<TapeTable, unknown>> {
  const read = await readSheet(bytes, name, limits);
  if (!read.ok) return read;
  const { headers, rows, rowNumbers } = read.value;
  return {
    ok: true,
    value: { headers, rows, rowNumbers: rowNumbers ? [...rowNumbers] : rows.map((_, i) => i + 2) },
  };
}

const same = async (bytes: Buffer, name: string, limits?: SpreadsheetLimits) =>
  expect(await streamed(bytes, name, limits)).toEqual(await whole(bytes, name, limits));

const text = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a',
    'Loan Number',
    'x,y',
    'say "hi"',
    'two\nlines',
    'tab\there',
    'é ü 中',
    '=1+1',
    '#N/A',
    '&amp;',
    '_x0041_',
  ),
  fc.string({ maxLength: 6 }),
);
const cell = fc.oneof(
  text,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constant(null),
);
const sheet = fc.record({
  headers: fc.array(text, { minLength: 1, maxLength: 5 }),
  rows: fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 8 }),
});

/** `bytes` of an .xlsx with its first worksheet's XML passed through `edit`. */
function editedXlsx(bytes: Buffer, edit: (xml: string) => string): Buffer {
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  const entry = zip.FileIndex[zip.FullPaths.findIndex((p: string) => p.endsWith('xl/worksheets/sheet1.xml'))];
  if (!entry) throw new Error('no sheet1.xml');
  entry.content = Buffer.from(edit(Buffer.from(entry.content as Uint8Array).toString('utf8')), 'utf8');
  return XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer' }) as Buffer;
}

describe('a sheet read in row batches', () => {
  it('gives the table SheetJS reads whole, for any sheet written as .xlsx or .csv', async () => {
    await fc.assert(
      fc.asyncProperty(sheet, async (s) => {
        await same(writeXlsx(s), 't.xlsx');
        await same(writeCsv(s), 't.csv');
      }),
      { numRuns: 60 },
    );
  });

  it('reads shared strings, number formats (dates, percents), booleans and error cells as SheetJS does', async () => {
    const ws = XLSX.utils.aoa_to_sheet([
      ['Loan', 'Closed', 'Rate', 'Ok', 'Err', 'Note'],
      ['L-1', 45292, 0.06125, true, null, 'shared'],
      ['L-2', 45658.5, 0.07, false, null, 'shared'],
    ]);
    for (const [ref, z] of [
      ['B2', 'yyyy-mm-dd'],
      ['B3', 'm/d/yy'],
      ['C2', '0.000%'],
      ['C3', '0%'],
    ] as const)
      ws[ref]!.z = z;
    ws.E2 = { t: 'e', v: 0x2a };
    ws.E3 = { t: 'e', v: 0x07 };
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Tape');
    for (const date1904 of [false, true]) {
      wb.Workbook = { WBProps: { date1904 } };
      const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer;
      await same(bytes, 'formats.xlsx');
    }
  });

  it('leaves to SheetJS a sheet it does not stream — no declared range, rows out of order — with the same answer', async () => {
    const bytes = writeXlsx({
      headers: ['Loan', 'Amount'],
      rows: [
        ['A', 1],
        ['B', 2],
        ['C', 3],
      ],
    });
    await same(
      editedXlsx(bytes, (xml) => xml.replace(/<dimension[^>]*\/>/, '')),
      'nodim.xlsx',
    );
    const backwards = editedXlsx(bytes, (xml) =>
      xml.replace(/(<row r="3".*?<\/row>)(<row r="4".*?<\/row>)/, '$2$1'),
    );
    await expect(streamed(backwards, 'back.xlsx')).rejects.toBeInstanceOf(NotStreamable);
  });

  it('refuses as SheetJS does: too many rows or columns, hostile packages, content of another kind', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => [`L-${i}`, i]);
    const small = { ...DEFAULT_LIMITS, maxRows: 20, maxColumns: 1 };
    for (const [bytes, name] of [
      [writeXlsx({ headers: ['Loan', 'Amount'], rows }), 'big.xlsx'],
      [writeCsv({ headers: ['Loan', 'Amount'], rows }), 'big.csv'],
      [await fixtureFile(HOSTILE_FILES.zipBomb), 'bomb.xlsx'],
      [await fixtureFile(HOSTILE_FILES.lyingZip), 'lying.xlsx'],
      [await fixtureFile(HOSTILE_FILES.pdfAsXlsx), 'pdf.xlsx'],
      [Buffer.from('a,b\n'), 'header-only.csv'],
    ] as const) {
      const answer = await streamed(bytes, name, small);
      expect(answer.ok, name).toBe(false);
      expect(answer).toEqual(await whole(bytes, name, small));
    }
  });

  it('reads CSV text the way SheetJS does: separators, quotes, line ends, a last row without one', async () => {
    const alphabet = fc.constantFrom('a', 'b', ',', ';', '\t', '|', '"', '\r', '\n', ' ', 'é');
    await fc.assert(
      fc.asyncProperty(fc.array(alphabet, { minLength: 1, maxLength: 40 }), async (chars) => {
        const csv = Buffer.from(`Loan,Amount\n${chars.join('')}`, 'utf8');
        await same(csv, 'fuzz.csv');
      }),
      { numRuns: 300 },
    );
    for (const csv of [
      'sep=;\r\nLoan;Amount\r\nA;1\r\n',
      'Loan;Amount;Note\nA;1;x\nB;2;y',
      'Loan,Amount\n"A\nB",1,\n',
    ])
      await same(Buffer.from(csv), 'odd.csv');
  });

  it('reads on a worker thread exactly as in this one', async () => {
    const bytes = writeXlsx({
      headers: ['Loan', 'Amount'],
      rows: Array.from({ length: 50 }, (_, i) => [`L-${i}`, i * 1.5]),
    });
    expect(await streamed(bytes, 'w.xlsx', { ...DEFAULT_LIMITS, workerFromBytes: 0 })).toEqual(
      await streamed(bytes, 'w.xlsx'),
    );
  });
});
