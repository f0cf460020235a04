/**
 * Staking over HTTP on SQLite and PostgreSQL, through the composition root's stores: the stake
 * an opening records, the owner's unstaking request, the lender's answers, the due list before
 * and after the 15-day window, and the refusals (not permitted, already answered, window passed).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import type { Loan } from '../../../../core/loans/loan';
import { STAKING_MESSAGES } from '../../../../core/staking/staking.errors';
import { testDatabases } from '../../../db/testing/test-databases';
import { kyselyTradingBackend } from '../testing/kysely-trading-backend';
import { routeCoverage, routerCalls } from '../testing/route-coverage';
import { type Json, json } from '../testing/test-client';
import { DAY, type TradingWorld, tradingWorld } from '../testing/trading-world';
import { stakingRoutes } from './staking-routes';

type Request = Json & { _id: string; state: string; respondBy: string };
type Due = { data: { awaiting: Request[]; toAuction: Request[]; more: boolean } };

describe.each(testDatabases().map((b) => [b.name, b] as const))('staking over HTTP on %s', (_n, backend) => {
  const coverage = routeCoverage();
  let w: TradingWorld;
  let loans: Loan[];

  /** Hands a loan to investor-1 as a close and a transfer leave it: listed, owned by the buyer. */
  const sell = (loanId: string) =>
    w.trading.uow.run(async (s) => {
      const at = w.clock.now().toISOString();
      await s.loans.setStatus(loanId, 'bidding', 'listed', at);
      await s.loans.setOwner(loanId, 'lender-1', 'investor-1', at);
    });
  const ask = (loanId: string, who: 'investor' | 'investor2' = 'investor') =>
    w.as(who).post('/staking/requests', { loanId, reason: 'Refinancing at 5.25%' });
  const answer = (
    id: string,
    verdict: 'accept' | 'decline',
    who: 'lender' | 'otherLender' | 'investor' = 'lender',
  ) => w.as(who).post(`/staking/requests/${id}/answer`, { answer: verdict });

  beforeEach(async () => {
    w = await tradingWorld({ backend: kyselyTradingBackend(backend), observe: coverage.observe });
    loans = await w.seedTape({ tapeName: 'Stake Tape', count: 3 });
    await w.seedBids([loans[0]!.id, loans[1]!.id]);
    await sell(loans[0]!.id);
    await sell(loans[1]!.id);
  });
  afterEach(async () => {
    expect(w.failures).toEqual([]);
    await w.close();
  });

  it('records the stake at opening, takes the owner’s request and the lender’s answers, and lists what is due', async () => {
    const [first, second] = [loans[0]!, loans[1]!];
    const record = await json<{ data: { stakes: Json[]; requests: Json[] } }>(
      await w.as('investor').get(`/staking/loans/${first.id}`),
    );
    expect(record.data.stakes).toEqual([
      expect.objectContaining({
        loanId: first.id,
        lenderId: 'lender-1',
        status: 'staked',
        stake: expect.any(Number),
      }),
    ]);
    const stake = record.data.stakes[0] as { loan_value: number; stake: number };
    expect(Math.round(stake.stake * 100)).toBe(Math.round((stake.loan_value * 100 * 2) / 10_000));

    const asked = await ask(first.id);
    expect(asked.status).toBe(201);
    const request = await json<{ statusText: string; data: Request }>(asked);
    expect(request.statusText).toBe(STAKING_MESSAGES.requested);
    expect(request.data).toMatchObject({
      requesterId: 'investor-1',
      lenderId: 'lender-1',
      state: 'awaiting_lender',
      timeLeft: '15 days',
    });
    const due = await json<Due>(await w.as('lender').get('/staking/due'));
    expect(due.data.awaiting.map((r) => [r._id, r.respondBy])).toEqual([
      [request.data._id, request.data.respondBy],
    ]);

    const declined = await json<{ statusText: string; data: Request }>(
      await answer(request.data._id, 'decline'),
    );
    expect([declined.statusText, declined.data.answer, declined.data.state]).toEqual([
      STAKING_MESSAGES.declined,
      'declined',
      'answered',
    ]);
    const again = await json<{ data: Request }>(await ask(first.id));
    const accepted = await json<{ statusText: string }>(await answer(again.data._id, 'accept'));
    expect(accepted.statusText).toBe(MESSAGES.approvedSuccessfully);
    const after = await json<{ data: { stakes: Json[] } }>(
      await w.as('lender').get(`/staking/loans/${first.id}`),
    );
    expect(after.data.stakes).toEqual([
      expect.objectContaining({ status: 'released', releasedAt: expect.any(String) }),
    ]);

    // No answer within 15 days: the contract goes to auction, and a late answer is refused.
    const waiting = await json<{ data: Request }>(await ask(second.id));
    w.clock.advance(15 * DAY + 1);
    const operatorView = await json<Due>(await w.as('operator').get('/staking/due?limit=10'));
    expect(operatorView.data.toAuction.map((r) => [r._id, r.state])).toEqual([
      [waiting.data._id, 'to_auction'],
    ]);
    expect(operatorView.data.awaiting).toEqual([]);
    const late = await answer(waiting.data._id, 'accept');
    expect([late.status, (await json(late)).code]).toEqual([422, 'STAKING.WINDOW_PASSED']);

    const types = (await w.audit())
      .map((e) => e.type)
      .filter((t) => t === 'stake.recorded' || t.startsWith('unstake.'));
    expect(types).toEqual([
      'stake.recorded',
      'stake.recorded',
      'unstake.requested',
      'unstake.declined',
      'unstake.requested',
      'unstake.accepted',
      'unstake.requested',
    ]);
    expect(coverage.unanswered(await routerCalls(stakingRoutes))).toEqual([]);
  });

  it('refuses who may not, an answer given twice, a second request and bad input', async () => {
    const loan = loans[0]!;
    const notOwner = await ask(loan.id, 'investor2');
    expect([notOwner.status, (await json(notOwner)).code]).toEqual([403, 'STAKING.NOT_OWNER']);
    const lenderAsks = await w.as('lender').post('/staking/requests', { loanId: loan.id });
    expect([lenderAsks.status, (await json(lenderAsks)).code]).toEqual([403, 'PERMISSION.PERSONA']);
    const unopened = await ask(loans[2]!.id);
    expect([unopened.status, (await json(unopened)).code]).toEqual([403, 'STAKING.NOT_OWNER']);
    await sell(loans[2]!.id);
    const unstaked = await ask(loans[2]!.id);
    expect([unstaked.status, (await json(unstaked)).error]).toEqual([422, STAKING_MESSAGES.noStake]);

    const request = (await json<{ data: Request }>(await ask(loan.id))).data;
    const twice = await ask(loan.id);
    expect([twice.status, (await json(twice)).code]).toEqual([409, 'STAKING.REQUEST_AWAITING']);
    for (const [who, status, code] of [
      ['otherLender', 403, 'STAKING.NOT_LENDER'],
      ['investor', 403, 'PERMISSION.PERSONA'],
    ] as const) {
      const res = await answer(request._id, 'accept', who);
      expect([res.status, (await json(res)).code]).toEqual([status, code]);
    }
    expect((await answer(request._id, 'decline')).status).toBe(200);
    const again = await answer(request._id, 'accept');
    expect([again.status, (await json(again)).error]).toEqual([409, STAKING_MESSAGES.alreadyAnswered]);

    const hidden = await w.as('investor2').get(`/staking/loans/${loan.id}`);
    expect([hidden.status, (await json(hidden)).code]).toEqual([403, 'STAKING.NOT_A_PARTY']);
    expect((await w.as('investor').get('/staking/loans/nope')).status).toBe(404);
    expect((await w.as('lender').post('/staking/requests/x/answer', { answer: 'maybe' })).status).toBe(400);
    expect((await w.as('lender').get('/staking/due?limit=0')).status).toBe(400);
    expect((await w.as('dueDiligence').get('/staking/due')).status).toBe(403);
  });
});
