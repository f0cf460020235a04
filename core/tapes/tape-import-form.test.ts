import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MESSAGES } from '../errors/messages';
import { tapeImportFields, tapeImportForm } from './tape-import-form';

const firstErrors = (input: unknown) => {
  const result = z.safeParse(tapeImportForm, input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the tape import form', () => {
  it('asks for the tape with the select message and for the file with the Excel alert', () => {
    expect(firstErrors({ tapeName: '  ', fileName: '' })).toEqual({
      tapeName: MESSAGES.selectRequiredField,
      fileName: MESSAGES.selectExcelFile,
    });
  });

  it('sends the tape trimmed, the update flag as the API spells it, and a chosen mapping only', () => {
    const parsed = z.parse(tapeImportForm, { tapeName: ' Spring ', fileName: 'tape.xlsx', mappingName: '' });
    expect(tapeImportFields(parsed)).toEqual({ tapeName: 'Spring', updateTape: 'false' });
    const withMapping = z.parse(tapeImportForm, {
      tapeName: 'Spring',
      fileName: 'tape.xlsx',
      mappingName: 'ASF',
      updateTape: true,
    });
    expect(tapeImportFields(withMapping)).toEqual({
      tapeName: 'Spring',
      updateTape: 'true',
      mappingName: 'ASF',
    });
  });
});
