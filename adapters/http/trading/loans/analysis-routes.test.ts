import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Loan } from '../../../../core/loans/loan';
import { expectLoansByState } from '../testing/state-strat-case';
import { json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';

type Bucket = { from: number | null; to: number | null; count: number; balance: number };
type Analysis = {
  data: {
    summary: { count: number; totalBalance: number };
    infoTable: { metric: string; MIN: number | null; MAX: number | null; AVG: number | null }[];
    strats: { metric: string; buckets: Bucket[] }[];
  };
};

describe('price adjustments and pool analysis', () => {
  let w: TradingWorld;
  let loans: Loan[];

  beforeEach(async () => {
    w = await tradingWorld();
    loans = await w.seedTape({ tapeName: 'Spring', count: 4 });
  });
  afterEach(() => w.close());

  it('answers get_price_adjustment as {code: 200, data: [{loan_id, totalAdj}]}', async () => {
    const res = await w.as('lender').post('/get_price_adjustment', { loanIds: [loans[0]!.id, loans[1]!.id] });
    const body = await json<{
      code: number;
      data: { loan_id: string; totalAdj: number; lines: unknown[] }[];
    }>(res);
    expect(body.code).toBe(200);
    expect(body.data.map((d) => d.loan_id)).toEqual([loans[0]!.id, loans[1]!.id]);
    expect(body.data.every((d) => typeof d.totalAdj === 'number' && d.lines.length >= 1)).toBe(true);
  });

  it('refuses prices of loans the caller cannot see (404) and an empty request (400)', async () => {
    expect((await w.as('investor').post('/get_price_adjustment', { loanIds: [loans[0]!.id] })).status).toBe(
      404,
    );
    expect((await w.as('lender').post('/get_price_adjustment', { loanIds: [] })).status).toBe(400);
    expect((await w.anonymous().post('/get_price_adjustment', { loanIds: [loans[0]!.id] })).status).toBe(401);
  });

  it('analyses the pool: summary, the §9 info table and strats from query buckets', async () => {
    await w.as('lender').post('/loanPool/add', { loanIds: loans.slice(0, 3).map((l) => l.id) });
    const res = await json<Analysis>(await w.as('lender').get('/pool_analysis?fico=620,700&amount=105000'));
    expect(res.data.summary).toEqual(expect.objectContaining({ count: 3, totalBalance: 330000 }));
    expect(res.data.infoTable.map((r) => r.metric)).toEqual(['LTV', 'DTI', 'FICO', 'interestRate']);
    const ficos = loans.slice(0, 3).map((l) => l.fico!);
    expect(res.data.infoTable[2]).toMatchObject({ MIN: Math.min(...ficos), MAX: Math.max(...ficos) });
    const [fico, amount] = res.data.strats;
    expect(fico!.buckets.map((b) => [b.from, b.to])).toEqual([
      [null, 620],
      [620, 700],
      [700, null],
    ]);
    expect(fico!.buckets.reduce((n, b) => n + b.count, 0)).toBe(3);
    expect(amount!.buckets).toMatchObject([
      { from: null, to: 105000, count: 1, balance: 100000 },
      { from: 105000, to: null, count: 2, balance: 230000 },
    ]);
  });

  it('answers the loans by property state: State else propstate, largest balance first, Unknown last', () =>
    expectLoansByState(w));

  it('analyses a filter or given loans instead of the pool', async () => {
    const filtered = await json<Analysis>(
      await w.as('lender').get(`/pool_analysis?loanId=${loans[3]!.loanNumber}`),
    );
    expect(filtered.data.summary.count).toBe(1);
    const byIds = await json<Analysis>(
      await w.as('lender').get(`/pool_analysis?loanIds=${loans[0]!.id},${loans[1]!.id}`),
    );
    expect(byIds.data.summary.count).toBe(2);
    const none = await json<Analysis>(await w.as('lender').get('/pool_analysis?hmdaGender=Male&race=White'));
    expect(none.data.summary.count).toBe(0);
    expect(none.data.infoTable[0]!.MIN).toBeNull();
  });

  it('refuses boundaries that do not rise, unknown loans, and reviewers asking for a pool', async () => {
    expect((await w.as('lender').get('/pool_analysis?fico=700,650')).status).toBe(400);
    expect((await w.as('lender').get('/pool_analysis?fico=abc')).status).toBe(400);
    expect((await w.as('lender').get('/pool_analysis?loanIds=nope')).status).toBe(404);
    expect((await w.as('dueDiligence').get('/pool_analysis')).status).toBe(403);
    expect((await w.anonymous().get('/pool_analysis')).status).toBe(401);
  });
});
