import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import type { Loan } from '../../../../core/loans/loan';
import { LOAN_SORT_MESSAGES } from '../../../../core/loans/loans.errors';
import type { LoanDto } from '../dto/loan-dto-schema';
import { json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';

type Page = { statusText: string; data: { docs: LoanDto[]; total: number; page: number; limit: number } };
const ids = (page: Page) => page.data.docs.map((d) => d._id);

describe('loans list', () => {
  let w: TradingWorld;
  let loans: Loan[];

  beforeEach(async () => {
    w = await tradingWorld();
    loans = await w.seedTape({ tapeName: 'Spring', count: 6 });
  });
  afterEach(() => w.close());

  it('gives the lender every loan of theirs as spec §3 Loans, paged', async () => {
    const all = await json<Page>(await w.as('lender').get('/get_loans_list?page=1&limit=500'));
    expect(all.data).toMatchObject({ total: 6, page: 1, limit: 500 });
    expect(all.data.docs[0]).toMatchObject({
      _id: loans[0]!.id,
      loan_id: 'LN-0001',
      tape_name: 'Spring',
      loan_value: 100000,
    });
    const second = await json<Page>(await w.as('lender').get('/get_loans_list?page=2&limit=4'));
    expect(ids(second)).toEqual(loans.slice(4).map((l) => l.id));
  });

  it("answers 'There are no records to display' to an investor before anything is open", async () => {
    const page = await json<Page>(await w.as('investor').get('/get_loans_list'));
    expect(page).toMatchObject({ statusText: MESSAGES.noRecordsToDisplay, data: { total: 0 } });
  });

  it('shows investors the loans open for bidding with the borrower masked; the owner sees them whole', async () => {
    await w.seedBids([loans[0]!.id]);
    const [seen] = (await json<Page>(await w.as('investor').get('/get_loans_list'))).data.docs;
    const params = seen!.loanDetails.loan_pool_parameters[0]!.recent_version;
    expect(seen).toMatchObject({
      _id: loans[0]!.id,
      borrowerMasked: true,
      onPlatform: true,
      status: 'bidding',
    });
    expect([params.borrower_first_name, params.monthly_income]).toEqual([null, null]);
    const [own] = (await json<Page>(await w.as('lender').get('/get_loans_list'))).data.docs;
    expect(own!.loanDetails.loan_pool_parameters[0]!.recent_version.borrower_first_name).toBe('Borrower1');
  });

  it('filters with the §3 payload; a range applies only when both ends are given', async () => {
    const fico = loans[2]!.fico;
    const narrow = await w.as('lender').post('/get_loans_list', { ficoRange: [fico, fico] });
    expect(ids(await json<Page>(narrow))).toEqual([loans[2]!.id]);
    const half = await w
      .as('lender')
      .post('/get_loans_list', { ficoRange: [fico, null], ltvRange: ['', 60] });
    expect((await json<Page>(half)).data.total).toBe(6);
  });

  it('filters by HMDA values, loan id text and borrower', async () => {
    const male = await json<Page>(await w.as('lender').post('/get_loans_list', { hmdaGender: 'Male' }));
    expect(ids(male)).toEqual([loans[0]!.id, loans[3]!.id]);
    const byNumber = await json<Page>(await w.as('lender').post('/get_loans_list', { loanId: 'ln-0005' }));
    expect(ids(byNumber)).toEqual([loans[4]!.id]);
    const byBorrower = await json<Page>(await w.as('lender').post('/get_loans_list', { borrower: 'B-1' }));
    expect(ids(byBorrower)).toEqual([loans[0]!.id, loans[5]!.id]);
  });

  it('refuses a value outside the §9 HMDA lists and a page size over 500', async () => {
    const hmda = await w.as('lender').post('/get_loans_list', { hmdaGender: 'Robot' });
    expect(hmda.status).toBe(400);
    expect((await json(hmda)).error).toBe('please enter the valid details');
    expect((await w.as('lender').get('/get_loans_list?limit=501')).status).toBe(400);
  });

  it('sorts the whole list before paging, by query or body, each way', async () => {
    const byFico = [...loans].sort((a, b) => (b.fico ?? 0) - (a.fico ?? 0) || (a.id < b.id ? -1 : 1));
    const first = await json<Page>(
      await w.as('lender').get('/get_loans_list?sortBy=fico&sortDir=desc&limit=4'),
    );
    expect(ids(first)).toEqual(byFico.slice(0, 4).map((l) => l.id));
    const second = await json<Page>(
      await w.as('lender').post('/get_loans_list', { sortBy: 'fico', sortDir: 'desc', page: 2, limit: 4 }),
    );
    expect(ids(second)).toEqual(byFico.slice(4).map((l) => l.id));
    expect(second.data.total).toBe(6);
    const ascending = await json<Page>(await w.as('lender').post('/get_loans_list', { sortBy: 'fico' }));
    expect(ids(ascending)).toEqual([...byFico].reverse().map((l) => l.id));
    const byNumber = await json<Page>(await w.as('lender').get('/get_loans_list?sortBy=loanId&sortDir=desc'));
    expect(byNumber.data.docs.map((d) => d.loan_id)).toEqual([
      'LN-0006',
      'LN-0005',
      'LN-0004',
      'LN-0003',
      'LN-0002',
      'LN-0001',
    ]);
  });

  it('refuses a sort outside the closed set with a sentence saying what can be sorted', async () => {
    for (const res of [
      await w.as('lender').get('/get_loans_list?sortBy=borrower_first_name'),
      await w.as('lender').post('/get_loans_list', { sortBy: 'id; drop table loans' }),
    ]) {
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe(LOAN_SORT_MESSAGES.field);
    }
    const direction = await w.as('lender').get('/get_loans_list?sortBy=fico&sortDir=sideways');
    expect([direction.status, (await json(direction)).error]).toEqual([400, LOAN_SORT_MESSAGES.direction]);
  });

  it('refuses callers without a loan persona (403) and without a session (401)', async () => {
    await w.register({ userId: 'consumer-1', role: 'consumer', persona: null, name: 'Casual' });
    expect(
      (
        await w
          .as({ userId: 'consumer-1', role: 'consumer', persona: null, name: 'Casual' })
          .get('/get_loans_list')
      ).status,
    ).toBe(403);
    expect((await w.anonymous().get('/get_loans_list')).status).toBe(401);
    expect((await w.anonymous().post('/get_loans_list', {})).status).toBe(401);
  });
});

describe('GET /api/get_loans_list/states', () => {
  let w: TradingWorld;
  let loan: Loan;

  beforeEach(async () => {
    w = await tradingWorld();
    [loan] = (await w.seedTape({ tapeName: 'Spring', count: 1 })) as [Loan];
    await w.seedDueDiligence('Spring');
  });
  afterEach(() => w.close());

  it('gives the digital contract attributes and whom the caller may raise a query with', async () => {
    const res = await json<{ data: LoanDto['states'] }>(
      await w.as('lender').get(`/get_loans_list/states?_id=${loan.id}`),
    );
    const [state] = res.data;
    expect(state!.digital_contract_attributes).toContainEqual({ name: 'loanamount', value: 100000 });
    expect(state!.second_party).toEqual([
      { user_id: 'investor-1', name: 'Alder Capital', persona: 'investor' },
      { user_id: 'dd-1', name: 'Diligent Review', persona: 'due_diligence' },
    ]);
    const firm = await json<{ data: LoanDto['states'] }>(
      await w.as('dueDiligence').get(`/get_loans_list/states?_id=${loan.id}`),
    );
    expect(firm.data[0]!.second_party.map((p) => p.user_id)).toEqual(['lender-1', 'investor-1']);
  });

  it('answers 404 alike for an unknown loan and one the caller cannot see', async () => {
    for (const id of ['nope', loan.id]) {
      const res = await w.as('investor2').get(`/get_loans_list/states?_id=${id}`);
      expect(res.status).toBe(404);
      expect((await json(res)).error).toBe('Loan not found');
    }
    expect((await w.anonymous().get(`/get_loans_list/states?_id=${loan.id}`)).status).toBe(401);
  });
});
