import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HMDA_MAPPING } from '../mappings/hmda-mapping';
import { isBand, notReported, notReportedRule } from './not-reported';

/** Which cells HMDA's mapping reads as "no value", and which stay values to parse. */
const fico = notReportedRule(HMDA_MAPPING, 'fico', 'integer');
const dti = notReportedRule(HMDA_MAPPING, 'dti', 'decimal');
const race = notReportedRule(HMDA_MAPPING, 'race', 'race');

describe('cells that say there is no value', () => {
  it('are NA and Exempt however they are written, and the credit-score codes', () => {
    for (const text of ['NA', 'na', ' N/A ', 'Exempt', 'EXEMPT', '8888', '7777', '9999', '1111'])
      expect(notReported(fico, text)).toBe('not-applicable');
    for (const text of ['720', '888', '', ' ', 'Not a number']) expect(notReported(fico, text)).toBeNull();
    // The credit-score codes belong to the credit score only.
    expect(notReported(dti, '8888')).toBeNull();
  });

  it('are the debt-to-income bands of the public data, and nothing that is one number', () => {
    for (const band of ['<20%', '20%-<30%', '30%-<36%', '50%-60%', '>60%', '20 - 30', '>= 60'])
      expect([band, notReported(dti, band)]).toEqual([band, 'band']);
    for (const value of ['36', '42.5', '-5', '20-', '%', '<', '20%-<30%-<40%'])
      expect([value, notReported(dti, value)]).toEqual([value, null]);
    expect(notReported(fico, '<20%')).toBeNull();
  });

  it("are the derived demographics with no spec value, but NA stays the code list's 'Not declared'", () => {
    expect(notReported(race, 'Joint')).toBe('not-applicable');
    expect(notReported(race, '2 or more minority races')).toBe('not-applicable');
    expect(notReported(race, 'NA')).toBeNull();
  });

  it('never take a plain number for a band', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (n) => {
        expect(isBand(String(n))).toBe(false);
      }),
    );
  });
});
