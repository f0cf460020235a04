import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDate, dayNumber, isoFromExcelSerial, monthsBetween, parseDateText, usDate } from './dates';

const iso = (text: string) => {
  const cell = parseDateText(text);
  return cell.kind === 'ok' ? cell.value : cell.kind;
};

describe('dates', () => {
  it('reads ISO, compact, US and Excel-serial dates into ISO', () => {
    expect(iso('2024-01-15')).toBe('2024-01-15');
    expect(iso('2024-1-5T00:00:00Z')).toBe('2024-01-05');
    expect(iso('20240115')).toBe('2024-01-15');
    expect(iso('01/15/2024')).toBe('2024-01-15');
    expect(iso('1/5/2024')).toBe('2024-01-05');
    expect(iso('12-31-2053')).toBe('2053-12-31');
    expect(iso('45000')).toBe('2023-03-15');
    expect(iso('45000.75')).toBe('2023-03-15');
  });

  it('follows Excel around its fictitious 29 February 1900', () => {
    expect(isoFromExcelSerial(1)).toBe('1900-01-01');
    expect(isoFromExcelSerial(59)).toBe('1900-02-28');
    expect(isoFromExcelSerial(60)).toBeNull();
    expect(isoFromExcelSerial(61)).toBe('1900-03-01');
  });

  it('refuses impossible dates, two-digit years and text', () => {
    for (const bad of [
      '2023-02-29',
      '13/01/2024',
      '01/32/2024',
      '01/02/24',
      'next week',
      '1899-12-31',
      '0',
    ]) {
      expect(iso(bad), bad).toBe('bad');
    }
    expect(iso(' ')).toBe('blank');
  });

  it('reads every date the same in all its forms', () => {
    const day = fc.integer({ min: dayNumber(1901, 1, 1), max: dayNumber(2150, 12, 31) });
    fc.assert(
      fc.property(day, (n) => {
        const [y, m, d] = civilDate(n);
        expect(dayNumber(y, m, d)).toBe(n);
        const isoText = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const serial = n - dayNumber(1899, 12, 30);
        for (const form of [isoText, usDate(isoText), isoText.replaceAll('-', ''), String(serial)]) {
          expect(iso(form), form).toBe(isoText);
        }
      }),
    );
  });

  it('counts calendar months between dates', () => {
    expect(monthsBetween('2024-02-01', '2054-01-01')).toBe(359);
    expect(monthsBetween('2024-02-29', '2024-02-01')).toBe(0);
  });
});
