import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import type { Loan } from '../../../../core/loans/loan';
import { readSheet } from '../../../spreadsheet/read-sheet';
import { json } from '../testing/test-client';
import { type TapeHttpWorld, tapeHttpWorld } from './testing/tape-http-world';

let w: TapeHttpWorld;
let loans: Loan[];
beforeEach(async () => {
  w = await tapeHttpWorld();
  loans = await w.seedTape({ tapeName: 'Spring', count: 3 });
  await w.engage('Spring');
});
afterEach(() => w.close());

const dd = () => w.tapesAs('dueDiligence');
const sheetOf = async (res: Response, name: string) => {
  const table = await readSheet(Buffer.from(await res.arrayBuffer()), name);
  if (!table.ok) throw new Error(table.error.message);
  return table.value;
};

describe('POST /api/loan_tape_gen_report', () => {
  const body = { loantape_name: 'Spring', report_type: 'ASF', maker_id: 'dd-1' };

  it('answers the tape in the layout asked for, as JSON or download.xlsx', async () => {
    const res = await dd().post('/loan_tape_gen_report', body);
    expect(res.status).toBe(200);
    const answer = await json<{ code: number; data: { report_data: { loans: Record<string, unknown>[] } } }>(
      res,
    );
    expect(answer.code).toBe(200);
    expect(answer.data.report_data.loans.map((l) => l['Loan Number']).sort()).toEqual(
      loans.map((l) => l.loanNumber).sort(),
    );
    const file = await dd().post('/loan_tape_gen_report?format=xlsx', { ...body, report_type: 'newRez' });
    expect(file.headers.get('content-disposition')).toContain('filename="download.xlsx"');
    expect((await sheetOf(file, 'download.xlsx')).rows).toHaveLength(3);
  });

  it("answers 400 with the server's message for an unknown type", async () => {
    const res = await dd().post('/loan_tape_gen_report', { ...body, report_type: 'Fannie Mae' });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toContain("Unknown report type 'Fannie Mae'");
  });

  it('refuses a maker_id that is not the caller, lenders and strangers', async () => {
    expect((await dd().post('/loan_tape_gen_report', { ...body, maker_id: 'lender-1' })).status).toBe(403);
    expect(
      (await w.tapesAs('lender').post('/loan_tape_gen_report', { ...body, maker_id: 'lender-1' })).status,
    ).toBe(403);
    const unengaged = await w
      .tapesAs('ratingAgency')
      .post('/loan_tape_gen_report', { ...body, maker_id: 'rating-1' });
    expect(unengaged.status).toBe(403);
    expect((await w.anonymousTapes().post('/loan_tape_gen_report', body)).status).toBe(401);
  });
});

describe('POST /api/storeTape_Response', () => {
  it('answers one loan as fieldName, key and value rows', async () => {
    const loan = loans[0]!;
    const res = await dd().post('/storeTape_Response', {
      loan_id: loan.loanNumber,
      tapeName: 'Spring',
      maker_id: 'dd-1',
    });
    const answer = await json<{ code: number; data: { fieldName: string; key: string; value: string }[] }>(
      res,
    );
    expect(answer.code).toBe(200);
    expect(answer.data).toContainEqual({
      fieldName: 'Loan Number',
      key: 'loanNumber',
      value: loan.loanNumber,
    });
    const file = await dd().post('/storeTape_Response?format=xlsx', {
      loan_id: loan.loanNumber,
      tapeName: 'Spring',
      maker_id: 'dd-1',
    });
    expect((await sheetOf(file, 'download.xlsx')).headers).toEqual(['fieldName', 'key', 'value']);
    const missing = await dd().post('/storeTape_Response', {
      loan_id: 'NOPE',
      tapeName: 'Spring',
      maker_id: 'dd-1',
    });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/compareFieldData', () => {
  it('compares field by field and exports compare_fields_{loan}_{tape}.xlsx', async () => {
    const loan = loans[1]!;
    const res = await dd().post('/compareFieldData', { loan_id: loan.loanNumber, tapeName: 'Spring' });
    const answer = await json<{ data: { fieldName: string; matched: string }[] }>(res);
    expect(answer.data.find((r) => r.fieldName === 'fico_score')).toMatchObject({ matched: 'Yes' });
    const file = await dd().post('/compareFieldData?format=xlsx', {
      loan_id: loan.loanNumber,
      tapeName: 'Spring',
    });
    expect(file.headers.get('content-disposition')).toContain(
      `compare_fields_${loan.loanNumber}_Spring.xlsx`,
    );
    expect((await sheetOf(file, 'c.xlsx')).headers).toEqual([
      'Field Name',
      'Data Value',
      'Generated Value',
      'Matched',
    ]);
    expect(
      (
        await w
          .tapesAs('investor')
          .post('/compareFieldData', { loan_id: loan.loanNumber, tapeName: 'Spring' })
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/stakeholderDataByLoanIds', () => {
  it('answers the loans and exports stakeholder_data_{tape}.xlsx', async () => {
    const ids = loans.map((l) => l.id);
    const res = await dd().post('/stakeholderDataByLoanIds', { loanIds: ids, tapeName: 'Spring' });
    const answer = await json<{ data: { _id: string }[] }>(res);
    expect(answer.data.map((r) => r._id)).toEqual(ids);
    const file = await dd().post('/stakeholderDataByLoanIds?format=xlsx', {
      loanIds: ids,
      tapeName: 'Spring',
    });
    expect(file.headers.get('content-disposition')).toContain('stakeholder_data_Spring.xlsx');
    expect((await sheetOf(file, 's.xlsx')).rows).toHaveLength(3);
  });

  it("answers 404 'No Records To Download' for an empty export", async () => {
    const res = await dd().post('/stakeholderDataByLoanIds?format=xlsx', { loanIds: [], tapeName: 'Spring' });
    expect(res.status).toBe(404);
    expect((await json(res)).error).toBe(MESSAGES.noRecordsToDownload);
    expect(w.failures).toEqual([]);
  });
});
