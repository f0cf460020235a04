import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Loan } from '../../../../core/loans/loan';
import type { LoanDto } from '../dto/loan-dto-schema';
import { json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';

type Change = { statusText: string; data: { status: string; changed: number; unchanged: number } };
type Summary = { data: { docs: LoanDto[]; total: number; summary: { count: number; totalBalance: number } } };

describe('loan pool', () => {
  let w: TradingWorld;
  let loans: Loan[];

  beforeEach(async () => {
    w = await tradingWorld();
    loans = await w.seedTape({ tapeName: 'Spring', count: 3 });
  });
  afterEach(() => w.close());

  it("adds in bulk and singly, toggling addedToPool, and answers 'Added'", async () => {
    const bulk = await json<Change>(
      await w.as('lender').post('/loanPool/add', { loanIds: [loans[0]!.id, loans[1]!.id] }),
    );
    expect(bulk).toMatchObject({ statusText: 'Added', data: { status: 'Added', changed: 2, unchanged: 0 } });
    const single = await json<Change>(await w.as('lender').post('/loanPool/add', { loanId: loans[1]!.id }));
    expect(single.data).toMatchObject({ changed: 0, unchanged: 1 });
    const list = await json<{ data: { docs: LoanDto[] } }>(await w.as('lender').get('/get_loans_list'));
    expect(list.data.docs.map((d) => [d.addedToPool, d.poolStatus])).toEqual([
      [true, 'Added'],
      [true, 'Added'],
      [false, null],
    ]);
  });

  it("removes loans, marking them 'Removed'", async () => {
    await w.as('lender').post('/loanPool/add', { loanIds: [loans[0]!.id] });
    const removed = await json<Change>(
      await w.as('lender').post('/loanPool/remove', { loanId: loans[0]!.id }),
    );
    expect(removed).toMatchObject({ statusText: 'Removed', data: { changed: 1 } });
    const [first] = (await json<{ data: { docs: LoanDto[] } }>(await w.as('lender').get('/get_loans_list')))
      .data.docs;
    expect([first!.addedToPool, first!.poolStatus]).toEqual([false, 'Removed']);
  });

  it('summarises the whole pool beside a page of it', async () => {
    await w.as('lender').post('/loanPool/add', { loanIds: loans.map((l) => l.id) });
    const summary = await json<Summary>(await w.as('lender').get('/loanPool/summary?page=1&limit=2'));
    expect(summary.data.docs).toHaveLength(2);
    expect(summary.data.total).toBe(3);
    expect(summary.data.summary).toMatchObject({ count: 3, totalBalance: 100000 + 110000 + 120000 });
  });

  it('keeps each user’s pool their own', async () => {
    await w.seedBids(loans.map((l) => l.id));
    await w.as('investor').post('/loanPool/add', { loanIds: [loans[2]!.id] });
    const mine = await json<Summary>(await w.as('investor').get('/loanPool/summary'));
    const theirs = await json<Summary>(await w.as('investor2').get('/loanPool/summary'));
    expect(mine.data.docs.map((d) => d._id)).toEqual([loans[2]!.id]);
    expect(theirs.data.total).toBe(0);
  });

  it('refuses to add a loan the caller cannot see (404), with nothing added', async () => {
    const res = await w.as('investor').post('/loanPool/add', { loanIds: [loans[0]!.id] });
    expect(res.status).toBe(404);
    expect((await json(res)).error).toBe('Some of the selected loans are not available to you.');
  });

  it('refuses an empty selection, reviewers, and callers without a session', async () => {
    const empty = await w.as('lender').post('/loanPool/add', { loanIds: [] });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error).toBe('Please select at least one loan');
    expect((await w.as('dueDiligence').post('/loanPool/add', { loanId: loans[0]!.id })).status).toBe(403);
    expect((await w.as('ratingAgency').get('/loanPool/summary')).status).toBe(403);
    expect((await w.anonymous().post('/loanPool/remove', { loanId: loans[0]!.id })).status).toBe(401);
  });
});
