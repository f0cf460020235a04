import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { planColumns } from './column-plan';
import type { PlatformField } from './fields';
import { headerKey } from './header-key';
import { ASF_MAPPING } from './mappings/asf-mapping';
import { BUILT_IN_MAPPINGS, detectMapping } from './mappings/built-in';
import { HMDA_MAPPING } from './mappings/hmda-mapping';
import { PLATFORM_MAPPING } from './mappings/platform-mapping';

/** The required columns in the platform's own style. */
const REQUIRED: Partial<Record<PlatformField, string>> = {
  loanNumber: 'loan_id',
  amount: 'loanamount',
  interestRate: 'interestrate',
  fico: 'fico_score',
  ltv: 'ltv_value',
  dti: 'debt_to_income_ratio',
  tenure: 'tenure',
};
const PLATFORM_HEADERS = Object.values(REQUIRED);

/** Rewrites a header with random case, separators and padding. */
const respelled = (header: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: header.length, maxLength: header.length }),
      fc.constantFrom('', ' ', '_', '-', '.', '  '),
      fc.constantFrom('', ' ', '\t'),
    )
    .map(([upper, sep, pad]) => {
      const cased = [...header].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join('');
      return pad + cased.replace(/[\s_\-.:/()%]+/g, sep) + pad;
    });

describe('column plan', () => {
  it('matches a header to its field whatever its case and spacing', () => {
    const aliases = BUILT_IN_MAPPINGS.flatMap((mapping) =>
      Object.entries(mapping.fields).flatMap(([field, names]) =>
        names!.map((name) => ({ mapping, field, name })),
      ),
    );
    const respelledAlias = fc
      .constantFrom(...aliases)
      .chain((alias) => fc.tuple(fc.constant(alias), respelled(alias.name)));
    fc.assert(
      fc.property(respelledAlias, ([{ field, name }, header]) => {
        // The alias under test first, then the platform's own columns for every other field.
        const others = Object.entries(REQUIRED).flatMap(([f, h]) => (f === field ? [] : [h]));
        const rest = Object.fromEntries(Object.entries(PLATFORM_MAPPING.fields).filter(([f]) => f !== field));
        const mapping = { name: 'only', fields: { [field]: [name], ...rest } };
        const fieldOf = (h: string) => {
          const plan = planColumns([h, ...others], mapping);
          return plan.ok ? plan.value.columns.find((c) => c.header === h)?.field : undefined;
        };
        expect(fieldOf(header)).toBe(field);
        expect(fieldOf(`${header}x`)).not.toBe(field);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every column no field claimed, in tape order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { selector: headerKey, maxLength: 8 }),
        (extra) => {
          const others = extra.filter(
            (h) =>
              !BUILT_IN_MAPPINGS.some((m) =>
                Object.values(m.fields)
                  .flat()
                  .some((n) => headerKey(n!) === headerKey(h)),
              ),
          );
          const plan = unwrap(planColumns([...PLATFORM_HEADERS, ...others], PLATFORM_MAPPING));
          expect(plan.unmapped).toEqual(others);
          expect(plan.columns.map((c) => c.header)).toEqual(PLATFORM_HEADERS);
        },
      ),
    );
  });

  it('lets each header feed one field only; earlier fields win', () => {
    const plan = unwrap(
      planColumns([...PLATFORM_HEADERS, 'ltv'], {
        name: 't',
        fields: { ...PLATFORM_MAPPING.fields, cltv: ['ltv_value'] },
      }),
    );
    expect(plan.columns.find((c) => c.field === 'ltv')?.header).toBe('ltv_value');
    expect(plan.columns.find((c) => c.field === 'cltv')).toBeUndefined();
    expect(plan.unmapped).toEqual(['ltv']);
  });

  it('refuses a tape without a column for a required field, naming them', () => {
    const plan = planColumns(['loan_id', 'loanamount', 'notes'], PLATFORM_MAPPING);
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.error).toMatchObject({ kind: 'invalid', code: 'TAPE.MISSING_COLUMNS' });
    expect(plan.error.message).toBe(
      'The tape has no column for: Interest rate, FICO, LTV, Debt to income, Tenure (months).',
    );
  });

  it('derives LTV when the tape has the amount and the appraised value but no LTV (HMDA)', () => {
    const headers = [
      'ULI',
      'loan_amount',
      'interest_rate',
      'applicant_credit_score',
      'debt_to_income_ratio',
      'loan_term',
      'property_value',
    ];
    expect(unwrap(planColumns(headers, HMDA_MAPPING)).deriveLtv).toBe(true);
  });

  it('detects the header style with the most recognised fields', () => {
    expect(detectMapping(PLATFORM_HEADERS).name).toBe('platform');
    expect(detectMapping(['Loan Number', 'Original Loan Amount', 'Original LTV', 'Occupancy']).name).toBe(
      'asf',
    );
    expect(detectMapping(['ULI', 'loan_amount', 'combined_loan_to_value_ratio', 'applicant_sex']).name).toBe(
      'hmda',
    );
  });

  it('ships mappings in which no spelling names two fields', () => {
    for (const mapping of [PLATFORM_MAPPING, ASF_MAPPING, HMDA_MAPPING]) {
      const owner = new Map<string, PlatformField>();
      for (const [field, names] of Object.entries(mapping.fields) as [PlatformField, string[]][]) {
        for (const key of names.map(headerKey)) {
          expect(owner.get(key) ?? field, `${mapping.name}: ${key}`).toBe(field);
          owner.set(key, field);
        }
      }
    }
  });
});
