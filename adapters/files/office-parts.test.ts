import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeXlsx } from '../spreadsheet/write-sheet';
import { fileContentMatches } from './content-check';
import { officeKinds } from './office-parts';
import { OFFICE_SAMPLES } from './testing/office-samples';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ispz-office-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const saved = async (name: string, bytes: Uint8Array) => {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
};

describe('officeKinds', () => {
  it('tells a workbook from a document by the parts in the ZIP directory', async () => {
    expect(await officeKinds(OFFICE_SAMPLES.xlsx())).toEqual(['xlsx']);
    expect(await officeKinds(OFFICE_SAMPLES.docx())).toEqual(['docx']);
    expect(await officeKinds(writeXlsx({ headers: ['loan_id'], rows: [['LN-1']] }))).toEqual(['xlsx']);
  });

  it('finds neither in a plain ZIP, a package without content types, a damaged ZIP or a non-ZIP', async () => {
    expect(await officeKinds(OFFICE_SAMPLES.plainZip())).toEqual([]);
    expect(await officeKinds(OFFICE_SAMPLES.workbookWithoutTypes())).toEqual([]);
    const workbook = OFFICE_SAMPLES.xlsx();
    expect(await officeKinds(workbook.subarray(0, workbook.length - 10))).toEqual([]);
    expect(await officeKinds(new TextEncoder().encode('%PDF-1.7\n'))).toEqual([]);
  });
});

describe('fileContentMatches', () => {
  it('accepts a workbook as .xlsx and a document as .docx, and refuses them swapped', async () => {
    const xlsx = await saved('a.bin', OFFICE_SAMPLES.xlsx());
    const docx = await saved('b.bin', OFFICE_SAMPLES.docx());
    expect(await fileContentMatches(xlsx, 'tape.XLSX')).toBe(true);
    expect(await fileContentMatches(docx, 'deed.docx')).toBe(true);
    expect(await fileContentMatches(xlsx, 'deed.docx')).toBe(false);
    expect(await fileContentMatches(docx, 'tape.xlsx')).toBe(false);
  });

  it('refuses any other ZIP behind an Office extension', async () => {
    const zip = await saved('c.bin', OFFICE_SAMPLES.plainZip());
    expect(await fileContentMatches(zip, 'tape.xlsx')).toBe(false);
    expect(await fileContentMatches(zip, 'deed.docx')).toBe(false);
  });

  it('checks the other kinds by their signature only (OLE2 included)', async () => {
    const pdf = await saved('d.bin', new TextEncoder().encode('%PDF-1.7\n%%EOF\n'));
    const ole2 = await saved('e.bin', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]));
    expect(await fileContentMatches(pdf, 'deed.pdf')).toBe(true);
    expect(await fileContentMatches(pdf, 'tape.xls')).toBe(false);
    expect(await fileContentMatches(ole2, 'tape.xls')).toBe(true);
    expect(await fileContentMatches(ole2, 'letter.doc')).toBe(true);
  });
});
