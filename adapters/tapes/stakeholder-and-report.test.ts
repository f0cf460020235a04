import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unwrap } from '../../core/errors/result';
import { DEMO_TAPES } from '../../fixtures/tapes/build';
import { importReportFile } from './import-report-file';
import { stakeholderData, stakeholderDataFile } from './stakeholder-data';
import { CAST, fixtureFile, type TapeWorld, tapeWorld } from './testing/tape-world';

let w: TapeWorld;
beforeEach(async () => {
  w = await tapeWorld();
});
afterEach(() => w.close());

const firstLoan = async () => (await w.everyLoan()).items[0]!;

describe('stakeholder data', () => {
  it('exports the chosen loans of the tape, borrowers masked for the operator', async () => {
    await w.importDemo();
    const loan = await firstLoan();
    const input = { tapeName: 'Demo ASF', loanIds: [loan.id] };
    const forOperator = unwrap(await stakeholderData(w.deps.trading, CAST.operator, input));
    expect(forOperator.headers[0]).toBe('_id');
    expect(forOperator.rows).toEqual([expect.arrayContaining([loan.id, loan.loanNumber])]);
    const first = forOperator.headers.indexOf('borrower_first_name');
    expect(forOperator.rows[0]![first]).not.toBe(loan.borrower.firstName);
    await w.engage('Demo ASF');
    const forFirm = unwrap(await stakeholderData(w.deps.trading, CAST.dueDiligence, input));
    expect(forFirm.rows[0]![first]).toBe(loan.borrower.firstName);
    expect(unwrap(stakeholderDataFile('Demo ASF', forFirm)).fileName).toBe('stakeholder_data_Demo ASF.xlsx');
  });

  it('has no records for no loans, and refuses a loan of another tape', async () => {
    await w.importDemo();
    // Another file: the same one is refused under a second tape.
    const platform = await fixtureFile(DEMO_TAPES.platform.file);
    unwrap(await w.importFile({ tapeName: 'Second', fileName: DEMO_TAPES.platform.file, bytes: platform }));
    const empty = unwrap(
      await stakeholderData(w.deps.trading, CAST.operator, { tapeName: 'Demo ASF', loanIds: [] }),
    );
    expect(stakeholderDataFile('Demo ASF', empty)).toMatchObject({
      ok: false,
      error: { message: 'No Records To Download' },
    });
    const loan = await firstLoan();
    const wrongTape = await stakeholderData(w.deps.trading, CAST.operator, {
      tapeName: 'Second',
      loanIds: [loan.id],
    });
    expect(wrongTape).toMatchObject({ ok: false, error: { code: 'LOAN.NOT_FOUND' } });
    expect(
      await stakeholderData(w.deps.trading, CAST.lender, { tapeName: 'Second', loanIds: [] }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });
});

describe('the stored edit report', () => {
  it('is the importing lender’s and the operator’s, as .xlsx or .csv', async () => {
    const { batchId } = await w.importDemo();
    const csv = unwrap(await importReportFile(w.deps, CAST.lender, batchId, 'csv'));
    expect(csv.fileName).toBe(`tape_import_report_Demo ASF_${batchId}.csv`);
    expect(csv.bytes.toString('utf8')).toContain('Row,Column,Edit,Stage,Message,Value,Rule');
    expect(csv.report).toMatchObject({ accepted: 60, rejected: 0, mappingName: 'asf' });
    expect((await importReportFile(w.deps, CAST.operator, batchId, 'xlsx')).ok).toBe(true);
    expect(await importReportFile(w.deps, CAST.otherLender, batchId, 'xlsx')).toMatchObject({
      ok: false,
      error: { code: 'TAPE.REPORT_NOT_FOUND' },
    });
  });
});
