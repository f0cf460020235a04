import { describe, expect, it } from 'vitest';
import { DD_TAPE_UPLOAD_OPTIONS, GENERATION_TAPE_TYPES } from './constants';
import { fieldErrors } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import { checkBulkBidUpload, checkTapeUpload, tapeGenerationForm, tapeUploadOptionsFor } from './tape-forms';

const tape = { name: 'scienna-loans.xlsx', size: 2048 };
const messageOf = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? null : r.error?.message);

describe('tape upload', () => {
  it('offers due-diligence users their six tapes and everyone else ASF or SDE', () => {
    expect(tapeUploadOptionsFor('due_diligence')).toEqual(DD_TAPE_UPLOAD_OPTIONS);
    expect(tapeUploadOptionsFor('lender')).toEqual(['ASF', 'Supplemental Data Extract']);
  });

  it('returns the tape type and the one file', () => {
    expect(checkTapeUpload('due_diligence', { tapeType: 'Scienna Loans', files: [tape] })).toEqual({
      ok: true,
      value: { tapeType: 'Scienna Loans', file: tape },
    });
  });

  it('needs a tape type from the persona list, then a file, then an allowed one', () => {
    expect(messageOf(checkTapeUpload('due_diligence', { tapeType: '', files: [tape] }))).toBe(
      M.selectRequiredField,
    );
    expect(messageOf(checkTapeUpload('investor', { tapeType: 'Scienna Loans', files: [tape] }))).toBe(
      M.selectRequiredField,
    );
    expect(messageOf(checkTapeUpload('investor', { tapeType: 'ASF', files: [] }))).toBe(
      'Please Select an Excel file to upload',
    );
    expect(
      messageOf(checkTapeUpload('investor', { tapeType: 'ASF', files: [{ name: 'a.csv', size: 3 }] })),
    ).toBe(M.unsupportedFormat('a.csv'));
  });
});

describe('bulk bid upload and tape generation', () => {
  it('takes only .xlsx for bulk bids', () => {
    expect(checkBulkBidUpload([{ name: 'bids.xlsx', size: 10 }]).ok).toBe(true);
    expect(messageOf(checkBulkBidUpload([{ name: 'bids.xls', size: 10 }]))).toBe(
      M.unsupportedFormat('bids.xls'),
    );
  });

  it('generates one of the seven tape types', () => {
    for (const report_type of GENERATION_TAPE_TYPES)
      expect(tapeGenerationForm.parse({ report_type })).toEqual({ report_type });
    expect(fieldErrors(tapeGenerationForm, { report_type: 'CSV' })).toEqual({
      report_type: M.selectRequiredField,
    });
  });
});
