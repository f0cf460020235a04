import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { unwrap } from '../../core/errors/result';
import { generatedTape, tapeResponse } from '../../core/tapes/generated-tapes';
import type { ExportProgress } from '../../core/tapes/tape-loans';
import { compareLoanFields, comparisonFile } from './field-comparison';
import { CAST, type TapeWorld, tapeWorld } from './testing/tape-world';

let w: TapeWorld;
beforeEach(async () => {
  w = await tapeWorld();
});
afterEach(() => w.close());

const firstLoan = async () => (await w.everyLoan()).items[0]!;

describe('generated tapes', () => {
  it('go to the engaged due-diligence firm and the operator only (spec §6)', async () => {
    await w.importDemo();
    const input = { tapeName: 'Demo ASF', reportType: 'asf' };
    expect(await generatedTape(w.deps.trading, CAST.lender, input)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await generatedTape(w.deps.trading, CAST.dueDiligence, input)).toMatchObject({
      ok: false,
      error: { code: 'TAPE.NOT_FOUND' },
    });
    await w.engage('Demo ASF');
    const tape = unwrap(await generatedTape(w.deps.trading, CAST.dueDiligence, input));
    expect(tape).toMatchObject({ type: 'ASF', sheet: { rows: expect.any(Array) } });
    expect(tape.sheet.rows).toHaveLength(60);
    expect(
      unwrap(await generatedTape(w.deps.trading, CAST.operator, { ...input, reportType: 'SDE' })).type,
    ).toBe('Supplemental Data Extract (SDE)');
  });

  it('reports its progress: loans read out of the tape, then the rendered sheet', async () => {
    await w.importDemo();
    const progress: ExportProgress[] = [];
    const input = {
      tapeName: 'Demo ASF',
      reportType: 'asf',
      onProgress: (p: ExportProgress) => progress.push(p),
    };
    unwrap(await generatedTape(w.deps.trading, CAST.operator, input));
    expect(progress).toEqual([
      { stage: 'read', done: 60, total: 60 },
      { stage: 'render', done: 60, total: 60 },
    ]);
  });

  it('names the known types when asked for an unknown one', async () => {
    const outcome = await generatedTape(w.deps.trading, CAST.operator, {
      tapeName: 'x',
      reportType: 'Fannie',
    });
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'invalid', code: 'TAPE.UNKNOWN_TYPE' } });
    expect(outcome.ok || outcome.error.message).toContain('eResi Standard 1');
  });

  it('gives one loan as field, key and value rows', async () => {
    await w.importDemo();
    const loan = await firstLoan();
    const { rows } = unwrap(
      await tapeResponse(w.deps.trading, CAST.operator, {
        tapeName: 'Demo ASF',
        loanNumber: loan.loanNumber,
      }),
    );
    expect(rows).toContainEqual({ fieldName: 'Loan Number', key: 'loanNumber', value: loan.loanNumber });
    expect(rows).toContainEqual({ fieldName: 'Loan Group', key: 'Loan Group', value: '1' });
    const missing = await tapeResponse(w.deps.trading, CAST.operator, {
      tapeName: 'Demo ASF',
      loanNumber: 'NOPE',
    });
    expect(missing).toMatchObject({ ok: false, error: { code: 'LOAN.NOT_FOUND' } });
  });
});

describe('field comparison', () => {
  it('matches the seller’s values with the generated tape field by field', async () => {
    await w.importDemo();
    await w.engage('Demo ASF');
    const loan = await firstLoan();
    const comparison = unwrap(
      await compareLoanFields(w.deps.trading, CAST.dueDiligence, {
        tapeName: 'Demo ASF',
        loanNumber: loan.loanNumber,
      }),
    );
    const row = (name: string) => comparison.rows.find((r) => r.fieldName === name);
    expect(row('loanamount')).toMatchObject({ matched: 'Yes' });
    expect(row('fico_score')).toMatchObject({ matched: 'Yes', dataValue: String(loan.fico) });
    expect(row('Loan Group')).toMatchObject({ dataValue: '', generatedValue: '1', matched: 'No' });
    const file = comparisonFile(comparison);
    expect(file.fileName).toBe(`compare_fields_${loan.loanNumber}_Demo ASF.xlsx`);
    const sheet = XLSX.read(file.bytes).Sheets[XLSX.read(file.bytes).SheetNames[0]!]!;
    expect(XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]).toEqual([
      'Field Name',
      'Data Value',
      'Generated Value',
      'Matched',
    ]);
    expect(
      await compareLoanFields(w.deps.trading, CAST.investor, {
        tapeName: 'Demo ASF',
        loanNumber: loan.loanNumber,
      }),
    ).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});
