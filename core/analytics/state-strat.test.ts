import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeLoan, sampleLoans } from '../loans/testing/loan-samples';
import { cents } from '../money/cents';
import { propertyStateOf, stratifyByState, UNKNOWN_STATE } from './state-strat';

const STATES = ['CA', 'tx', 'NY', 'Florida', ' ', ''] as const;

/** Sample loans, each with a state under one of the spellings tapes use, or none. */
const loansArb = fc.tuple(fc.integer(), fc.integer({ min: 0, max: 60 })).chain(([seed, n]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...STATES), fc.constantFrom('State', 'propstate', 'STATE ', null)), {
      minLength: n,
      maxLength: n,
    })
    .map((picks) =>
      sampleLoans(seed, n).map((loan, i) => {
        const [state, column] = picks[i]!;
        return column === null ? loan : { ...loan, attributes: { ...loan.attributes, [column]: state } };
      }),
    ),
);

describe('the pool by property state', () => {
  it('groups every loan once: counts and balances sum to the pool, shares to 1', () => {
    fc.assert(
      fc.property(loansArb, (loans) => {
        const groups = stratifyByState(loans);
        expect(groups.reduce((s, g) => s + g.count, 0)).toBe(loans.length);
        expect(groups.reduce((s, g) => s + g.balanceCents, 0)).toBe(
          loans.reduce((s, l) => s + l.amountCents, 0),
        );
        expect(new Set(groups.map((g) => g.state)).size).toBe(groups.length);
        if (loans.length > 0) {
          expect(groups.reduce((s, g) => s + g.countShare, 0)).toBeCloseTo(1, 9);
          expect(groups.reduce((s, g) => s + g.balanceShare, 0)).toBeCloseTo(1, 9);
        }
      }),
    );
  });

  it('sorts states by balance descending and puts Unknown last', () => {
    fc.assert(
      fc.property(loansArb, (loans) => {
        const groups = stratifyByState(loans);
        const known = groups.filter((g) => g.state !== UNKNOWN_STATE);
        expect(groups.slice(0, known.length)).toEqual(known);
        for (let i = 1; i < known.length; i++)
          expect(known[i - 1]!.balanceCents).toBeGreaterThanOrEqual(known[i]!.balanceCents);
      }),
    );
  });

  it('reads State, else propstate, else state_code, in any case and spacing, codes in upper case; blank is no state', () => {
    const loan = (attributes: Record<string, string>) => makeLoan({ attributes });
    expect(propertyStateOf(loan({ propstate: 'NV', ' state ': 'ca' }))).toBe('CA');
    expect(propertyStateOf(loan({ PROPSTATE: ' tx ' }))).toBe('TX');
    expect(propertyStateOf(loan({ State: 'New Mexico' }))).toBe('New Mexico');
    expect(propertyStateOf(loan({ State: '  ', propstate: 'OR' }))).toBe('OR');
    expect(propertyStateOf(loan({ state_code: 'wa', propstate: 'OR' }))).toBe('OR');
    expect(propertyStateOf(loan({ state_code: 'wa' }))).toBe('WA');
    expect(propertyStateOf(loan({ PROPERTY_ZIP: '94105' }))).toBeNull();
  });

  it('counts loans without a state as Unknown, with their balance', () => {
    const groups = stratifyByState([
      makeLoan({ id: 'a', amountCents: cents(30_000_000), attributes: { State: 'CA' } }),
      makeLoan({ id: 'b', amountCents: cents(50_000_000), attributes: {} }),
      makeLoan({ id: 'c', amountCents: cents(10_000_000), attributes: { propstate: 'tx' } }),
      makeLoan({ id: 'd', amountCents: cents(10_000_000), attributes: { State: 'ca' } }),
    ]);
    expect(groups.map((g) => [g.state, g.count, g.balanceCents, g.countShare, g.balanceShare])).toEqual([
      ['CA', 2, 40_000_000, 0.5, 0.4],
      ['TX', 1, 10_000_000, 0.25, 0.1],
      [UNKNOWN_STATE, 1, 50_000_000, 0.25, 0.5],
    ]);
  });

  it('has no groups for an empty pool', () => {
    expect(stratifyByState([])).toEqual([]);
  });
});
