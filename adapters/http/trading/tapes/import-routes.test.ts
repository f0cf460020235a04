import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { DEMO_TAPES, HOSTILE_FILES } from '../../../../fixtures/tapes/build';
import { readSheet } from '../../../spreadsheet/read-sheet';
import { json } from '../testing/test-client';
import { fixtureTape, type TapeHttpWorld, tapeHttpWorld } from './testing/tape-http-world';

type Imported = {
  message: string;
  batch_id: string;
  added: number;
  report: { accepted: number; download: string };
};

let w: TapeHttpWorld;
beforeEach(async () => {
  w = await tapeHttpWorld();
});
afterEach(() => w.close());

const upload = async (
  fields: Record<string, string>,
  file: string | null = DEMO_TAPES.asf.file,
  as: 'lender' | 'otherLender' | 'investor' = 'lender',
) =>
  w
    .tapesAs(as)
    .upload(
      '/excel_Upload',
      file === null ? [] : [{ name: file, bytes: await fixtureTape(file), field: 'xlsxFile' }],
      fields,
    );

describe('POST /api/excel_Upload', () => {
  it('imports the tape in one batch and answers its batch_id and edit report', async () => {
    const res = await upload({ tapeName: 'Demo ASF', loan_id: '', updateTape: 'false' });
    expect(res.status).toBe(200);
    const body = await json<Imported>(res);
    expect(body).toMatchObject({ message: MESSAGES.filesImported, added: 60, report: { accepted: 60 } });
    const tiles = await w.trading.uow.run((s) => s.tapes.list());
    expect(tiles).toEqual([
      expect.objectContaining({ name: 'Demo ASF', lenderId: 'lender-1', loanCount: 60 }),
    ]);

    const report = await w.tapesAs('lender').get(body.report.download.replace('/api', ''));
    expect(report.status).toBe(200);
    expect(report.headers.get('content-disposition')).toContain(
      `tape_import_report_Demo ASF_${body.batch_id}.xlsx`,
    );
    const sheet = await readSheet(Buffer.from(await report.arrayBuffer()), 'report.xlsx');
    expect(sheet.ok || sheet.error.code).toBe('SPREADSHEET.EMPTY'); // a clean tape: the header alone
    const csv = await w.tapesAs('lender').get(`/tape_import_report/${body.batch_id}?format=csv`);
    expect(await csv.text()).toContain('Row,Column,Edit,Stage,Message,Value,Rule');
    expect((await w.tapesAs('otherLender').get(`/tape_import_report/${body.batch_id}`)).status).toBe(404);
  });

  it('reports the edits of a broken tape and imports its readable rows', async () => {
    const res = await upload({ tapeName: 'Broken' }, HOSTILE_FILES.brokenRows);
    const body = await json<Imported & { report: { rejected: number; findings: { code: string }[] } }>(res);
    expect(body.report).toMatchObject({ accepted: 3, rejected: 9 });
    expect(body.report.findings.map((f) => f.code)).toEqual([
      'S001',
      'S003',
      'S004',
      'S005',
      'V001',
      'V004',
      'V005',
      'V013',
      'V006',
    ]);
  });

  it('refuses the same file twice unless updateTape is true', async () => {
    await upload({ tapeName: 'Demo ASF' });
    const again = await upload({ tapeName: 'Demo ASF' });
    expect(again.status).toBe(409);
    expect((await json(again)).code).toBe('TAPE.ALREADY_IMPORTED');
    const update = await upload({ tapeName: 'Demo ASF', updateTape: 'true' });
    expect(update.status).toBe(200);
    expect(await json(update)).toMatchObject({ added: 0, identical: 60 });
  });

  it('wants a tape and a file (spec §5), and a file that is what its name says', async () => {
    const noFile = await upload({ tapeName: 'T' }, null);
    expect(noFile.status).toBe(400);
    expect((await json(noFile)).error).toBe('Please Select an Excel file to upload');
    const noTape = await upload({ tapeName: ' ' });
    expect((await json(noTape)).error).toBe(MESSAGES.selectRequiredField);
    const pdf = await upload({ tapeName: 'T' }, HOSTILE_FILES.pdfAsXlsx);
    expect(pdf.status).toBe(400);
    const bomb = await upload({ tapeName: 'T' }, HOSTILE_FILES.zipBomb);
    expect(await json(bomb)).toMatchObject({ code: 'SPREADSHEET.ZIP_REFUSED' });
  });

  it('lets only lenders import, and only with a session', async () => {
    expect((await upload({ tapeName: 'T' }, DEMO_TAPES.asf.file, 'investor')).status).toBe(403);
    const anonymous = await w.anonymousTapes().upload('/excel_Upload', [], { tapeName: 'T' });
    expect(anonymous.status).toBe(401);
    expect(w.failures).toEqual([]);
  });
});
