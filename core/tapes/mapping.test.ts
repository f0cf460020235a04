import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { planColumns } from './column-plan';
import { parseFieldMapping, withOverride } from './mapping';
import { ASF_MAPPING } from './mappings/asf-mapping';
import { HMDA_MAPPING } from './mappings/hmda-mapping';

const ASF_HEADERS = [
  'Loan Number',
  'Original Loan Amount',
  'Current UPB',
  'Original Interest Rate',
  'Primary Wage Earner Original FICO',
  'Original LTV',
  'Originator DTI',
  'Original Term to Maturity',
];

describe('saved mappings', () => {
  it("lets a user's mapping redirect a field to another column", () => {
    const user = unwrap(parseFieldMapping({ name: 'acme', fields: { amount: ['current upb'] } }));
    const plan = unwrap(planColumns(ASF_HEADERS, withOverride(ASF_MAPPING, user)));
    expect(plan.columns.find((c) => c.field === 'amount')?.header).toBe('Current UPB');
    expect(plan.unmapped).toEqual(['Original Loan Amount']);
    expect(plan.mapping.codeSet).toBe('asf');
  });

  it("gives the user's fields first claim on a header", () => {
    const user = unwrap(parseFieldMapping({ name: 'acme', fields: { cltv: ['Original LTV'] } }));
    const merged = withOverride(ASF_MAPPING, user);
    expect(Object.keys(merged.fields)[0]).toBe('cltv');
    const plan = planColumns(ASF_HEADERS, merged);
    expect(plan.ok).toBe(false); // LTV lost its only column to CLTV
  });

  it("keeps HMDA's ways of saying 'no value' under a user's mapping, and adds the user's own", () => {
    const user = unwrap(
      parseFieldMapping({
        name: 'lakeside',
        fields: { fico: ['FICO Score'] },
        notApplicable: ['N/R'],
        notApplicableCodes: { fico: ['0'] },
        bandedFields: ['cltv'],
      }),
    );
    const merged = withOverride(HMDA_MAPPING, user);
    expect(merged.notApplicable).toEqual(['NA', 'Exempt', 'N/R']);
    expect(merged.notApplicableCodes?.fico).toEqual(['7777', '8888', '9999', '1111', '0']);
    expect(merged.notApplicableCodes?.race).toEqual(HMDA_MAPPING.notApplicableCodes?.race);
    expect(merged.bandedFields).toEqual(['dti', 'cltv']);
    expect(parseFieldMapping({ name: 'x', fields: {}, bandedFields: ['colour'] }).ok).toBe(false);
  });

  it('refuses a mapping with an unknown field or empty aliases, saying where', () => {
    const unknown = parseFieldMapping({ name: 'x', fields: { colour: ['c'] } });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error).toMatchObject({ kind: 'invalid', code: 'TAPE.BAD_MAPPING' });
    const empty = parseFieldMapping({ name: 'x', fields: { amount: [] } });
    expect(!empty.ok && empty.error.message).toMatch(/^The column mapping is not valid at fields.amount/);
    expect(parseFieldMapping({ name: 'x', fields: {}, scale: { monthlyIncome: -1 } }).ok).toBe(false);
  });
});
