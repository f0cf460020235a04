/**
 * One behaviour both the in-memory and the database route suites hold `/pool_analysis` to: the
 * loans by property state (State, else propstate, upper-cased), largest balance first, loans
 * with neither under Unknown last, the same by tape as by the tape's loan ids.
 */
import { expect } from 'vitest';
import { type Json, json } from './test-client';
import type { TradingWorld } from './trading-world';

export async function expectLoansByState(w: TradingWorld): Promise<void> {
  const states: Record<string, string>[] = [{ State: 'CA' }, { propstate: 'tx' }, { State: 'CA' }, {}];
  const autumn = await w.seedTape({
    tapeName: 'Autumn',
    count: 4,
    draft: (i) => ({ attributes: states[i]! }),
  });
  const expected = [
    { state: 'CA', count: 2, balance: 220_000, countShare: 0.5 },
    { state: 'TX', count: 1, balance: 110_000, countShare: 0.25 },
    { state: 'Unknown', count: 1, balance: 130_000, countShare: 0.25 },
  ];
  const byTape = await json<{ data: { byState: Json[] } }>(
    await w.as('lender').get('/pool_analysis?tapeName=Autumn'),
  );
  expect(byTape.data.byState).toMatchObject(expected);
  const byIds = await json<{ data: { byState: Json[] } }>(
    await w.as('lender').get(`/pool_analysis?loanIds=${autumn.map((l) => l.id).join(',')}`),
  );
  expect(byIds.data.byState).toEqual(byTape.data.byState);
}
