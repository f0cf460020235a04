/**
 * The loan screens on SQLite and PostgreSQL: one happy path for every call of the loans
 * router, over the composition root's stores — lists, filters and pages in the order the
 * in-memory suites expect, pools and their analysis, favourites, parties from the account
 * tables, notifications read back from the outbox table.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Loan } from '../../../../core/loans/loan';
import { testDatabases } from '../../../db/testing/test-databases';
import type { LoanDto } from '../dto/loan-dto-schema';
import { kyselyTradingBackend } from '../testing/kysely-trading-backend';
import { routeCoverage, routerCalls } from '../testing/route-coverage';
import { expectLoansByState } from '../testing/state-strat-case';
import { type Json, json } from '../testing/test-client';
import { DAY, type TradingWorld, tradingWorld } from '../testing/trading-world';
import { loanRoutes } from './index';

type Page = { data: { docs: LoanDto[]; total: number } };
const ids = (page: Page) => page.data.docs.map((d) => d._id);

describe.each(testDatabases().map((b) => [b.name, b] as const))('the loan screens on %s', (_n, backend) => {
  const coverage = routeCoverage();
  let w: TradingWorld;
  let loans: Loan[];

  beforeEach(async () => {
    w = await tradingWorld({ backend: kyselyTradingBackend(backend), observe: coverage.observe });
    loans = await w.seedTape({ tapeName: 'Spring', count: 6 });
  });
  afterEach(async () => {
    expect(w.failures).toEqual([]);
    await w.close();
  });

  it("lists, filters and pages the lender's loans and tapes, and a loan's states", async () => {
    const page = await json<Page>(await w.as('lender').get('/get_loans_list?page=2&limit=4'));
    expect([page.data.total, ids(page)]).toEqual([6, loans.slice(4).map((l) => l.id)]);
    const male = await json<Page>(await w.as('lender').post('/get_loans_list', { hmdaGender: 'Male' }));
    expect(ids(male)).toEqual([loans[0]!.id, loans[3]!.id]);
    const byNumber = await json<Page>(await w.as('lender').post('/get_loans_list', { loanId: 'ln-0005' }));
    expect(ids(byNumber)).toEqual([loans[4]!.id]);
    await w.seedTape({ tapeName: 'Autumn', count: 2, draft: () => ({ issuingAuthority: 'Ginnie Mae' }) });
    const tiles = await json<{ data: Json[] }>(await w.as('lender').get('/tapes'));
    expect(tiles.data.map((t) => [t.tape_name, t.count, t.issuingAuthority])).toEqual([
      ['Autumn', 2, 'Ginnie Mae'],
      ['Spring', 6, 'Fannie Mae'],
    ]);
    const tape = await json<{ data: { count: number; documents: LoanDto[] } }>(
      await w.as('lender').get('/tapes/Spring/loans?page=1&limit=2'),
    );
    expect([tape.data.count, tape.data.documents.map((d) => d._id)]).toEqual([
      6,
      [loans[0]!.id, loans[1]!.id],
    ]);
    await w.seedDueDiligence('Spring');
    const states = await json<{ data: LoanDto['states'] }>(
      await w.as('lender').get(`/get_loans_list/states?_id=${loans[0]!.id}`),
    );
    expect(states.data[0]!.second_party.map((p) => p.user_id)).toEqual(['investor-1', 'dd-1']);
  });

  it('keeps a pool per user and analyses it', async () => {
    const add = await w.as('lender').post('/loanPool/add', { loanIds: loans.slice(0, 4).map((l) => l.id) });
    expect((await json(add)).data).toMatchObject({ changed: 4, unchanged: 0 });
    const removed = await w.as('lender').post('/loanPool/remove', { loanId: loans[3]!.id });
    expect((await json(removed)).data).toMatchObject({ changed: 1 });
    const summary = await json<{ data: { total: number; summary: Json } }>(
      await w.as('lender').get('/loanPool/summary?page=1&limit=2'),
    );
    expect([summary.data.total, summary.data.summary]).toEqual([
      3,
      expect.objectContaining({ count: 3, totalBalance: 330_000 }),
    ]);
    const analysis = await json<{ data: { summary: Json; strats: { buckets: Json[] }[] } }>(
      await w.as('lender').get('/pool_analysis?amount=105000'),
    );
    expect(analysis.data.summary).toMatchObject({ count: 3, totalBalance: 330_000 });
    expect(analysis.data.strats[0]!.buckets).toMatchObject([{ count: 1 }, { count: 2 }]);
    const prices = await json<{ code: number; data: Json[] }>(
      await w.as('lender').post('/get_price_adjustment', { loanIds: [loans[0]!.id, loans[1]!.id] }),
    );
    expect([prices.code, prices.data.map((d) => d.loan_id)]).toEqual([200, [loans[0]!.id, loans[1]!.id]]);
    expect((await json<Page>(await w.as('investor').get('/loanPool/summary'))).data.total).toBe(0);
  });

  it('answers the loans by property state: State else propstate, largest balance first, Unknown last', () =>
    expectLoansByState(w));

  it('saves, lists by name and deletes favourite filters', async () => {
    const prime = { name: 'Prime', value: [{ label: 'fico', value: [740, 850] }] };
    const saved = await w.as('investor').post('/favourite_filters', prime);
    expect(saved.status).toBe(201);
    await w
      .as('investor')
      .post('/favourite_filters', { name: 'Jumbo', value: [{ label: 'ltv', value: [0, 80] }] });
    await w
      .as('investor')
      .post('/favourite_filters', { ...prime, value: [{ label: 'fico', value: [760, 850] }] });
    const list = await json<{ data: Json[] }>(await w.as('investor').get('/favourite_filters'));
    expect(list.data.map((f) => [f.name, f.value])).toEqual([
      ['Jumbo', [{ label: 'ltv', value: [0, 80] }]],
      ['Prime', [{ label: 'fico', value: [760, 850] }]],
    ]);
    expect((await w.as('investor2').del(`/favourite_filters/${list.data[0]!._id}`)).status).toBe(404);
    expect((await w.as('investor').del(`/favourite_filters/${list.data[0]!._id}`)).status).toBe(200);
    const left = await json<{ data: Json[] }>(await w.as('investor').get('/favourite_filters'));
    expect(left.data.map((f) => f.name)).toEqual(['Prime']);
  });

  it('names the parties, the lender card, engaged tapes, loans in processing and notifications', async () => {
    const firms = await json<{ data: Json[] }>(
      await w.as('investor').get('/display_all_lender?persona=Due Diligence'),
    );
    expect(firms.data).toEqual([{ user_id: 'dd-1', first_name: 'Diligent Review' }]);
    const borrowers = await json<{ data: Json[] }>(
      await w.as('lender').get('/display-all-lenders?persona=Borrower'),
    );
    expect(borrowers.data.map((p) => p.user_id)).toEqual(['B-1', 'B-2', 'B-3', 'B-4', 'B-5']);
    const card = await json<{ data: Json }>(await w.as('investor').get('/lender_details?lenderId=lender-1'));
    expect(card.data).toMatchObject({ contact_name: 'Lakeside Lending', email: 'lender-1@example.test' });
    const credentials = await json<{ data: Json }>(
      await w.as('investor').get('/lender_credentials?lenderId=lender-1'),
    );
    expect(credentials.data).toMatchObject({
      user_id: 'lender-1',
      contact_name: 'Lakeside Lending',
      credentials: [],
    });

    await w.seedDueDiligence('Spring');
    const engaged = await json<{ data: Json[] }>(
      await w.as('dueDiligence').post('/viewSecuritizedTape', { userId: 'dd-1' }),
    );
    expect(engaged.data).toMatchObject([{ tape_name: 'Spring', count: 6, investor_ids: ['investor-1'] }]);
    const [first] = await w.seedBids([loans[0]!.id, loans[1]!.id]);
    await w.as('investor').post('/place_bid', { bidId: first!.id, bidderId: 'investor-1', amount: 5000 });
    await w.closeBidsAfter(DAY);
    const processing = await json<{ data: { docs: Json[] } }>(
      await w.as('lender').post('/loan_Processing', { userId: 'lender-1' }),
    );
    expect(processing.data.docs.map((d) => [d._id, d.processing_stage])).toEqual([
      [loans[0]!.id, 'awaiting_transfer'],
    ]);

    const ask = { userId: 'lender-1', notificationType: 'transferTape', tapeName: 'Spring' };
    expect((await w.as('dueDiligence').post('/notify_default_user', ask)).status).toBe(200);
    w.clock.advance(60_000);
    await w.as('dueDiligence').post('/notify_default_user', { ...ask, notificationType: 'wip' });
    const listed = await json<{ data: Json[] }>(await w.as('lender').get('/notifications?limit=2'));
    expect(listed.data.map((n) => n.notificationType)).toEqual(['wip', 'transferTape']);
  });

  it("shows the caller's loan-trading screen", async () => {
    const screen = await json<{ data: Json }>(await w.as('lender').get('/trading_screen'));
    expect(screen.data).toMatchObject({
      persona: 'lender',
      repriceButton: 'hidden',
      transferButton: 'enabled',
    });
  });

  it('answered every call the loans router documents with a 2xx', async () => {
    expect(coverage.unanswered(await routerCalls(loanRoutes))).toEqual([]);
  });
});
