import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareFieldsFileName,
  DOWNLOAD_FILE_NAME,
  observationBidFileName,
  safeFileNamePart,
  stakeholderDataFileName,
} from './export-names';

describe('export file names', () => {
  it('names exports as spec §9 says', () => {
    expect(DOWNLOAD_FILE_NAME).toBe('download.xlsx');
    expect(stakeholderDataFileName('Agri Tape 1')).toBe('stakeholder_data_Agri Tape 1.xlsx');
    expect(compareFieldsFileName('LN-001', 'Agri Tape 1')).toBe('compare_fields_LN-001_Agri Tape 1.xlsx');
  });

  it('dates the observation bid export with the UTC day of now', () => {
    expect(observationBidFileName(new Date('2026-01-05T23:59:00Z'))).toBe('obs_bid_2026-01-05.xlsx');
    expect(observationBidFileName(new Date('2026-01-06T00:00:00Z'))).toBe('obs_bid_2026-01-06.xlsx');
  });

  it('replaces characters no file system accepts', () => {
    expect(stakeholderDataFileName('Q1/Q2: "best"')).toBe('stakeholder_data_Q1_Q2_ _best_.xlsx');
    expect(safeFileNamePart('   ')).toBe('unnamed');
  });

  it('never lets a user-typed name escape into another folder or break the name', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (loan, tape) => {
        const name = compareFieldsFileName(loan, tape);
        expect([...name].filter((ch) => '\\/:*?"<>|'.includes(ch) || ch.charCodeAt(0) < 0x20)).toEqual([]);
        expect(name.startsWith('compare_fields_')).toBe(true);
        expect(name.endsWith('.xlsx')).toBe(true);
      }),
    );
  });
});
