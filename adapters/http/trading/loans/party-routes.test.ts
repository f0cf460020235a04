import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';

type Parties = { data: { user_id: string; first_name: string }[] };

describe('party lists and the lender card', () => {
  let w: TradingWorld;

  beforeEach(async () => {
    w = await tradingWorld();
  });
  afterEach(() => w.close());

  it('lists the parties with the persona the screen names (both paths)', async () => {
    const dd = await json<Parties>(await w.as('investor').get('/display_all_lender?persona=Due Diligence'));
    expect(dd.data).toEqual([{ user_id: 'dd-1', first_name: 'Diligent Review' }]);
    const lenders = await json<Parties>(await w.as('investor').get('/display-all-lenders?persona=Lender'));
    expect(lenders.data.map((p) => p.user_id)).toEqual(['lender-2', 'lender-1']);
  });

  it('lists the borrowers of the loans the caller sees, by id, with names only where the caller may see them', async () => {
    const loans = await w.seedTape({ tapeName: 'Spring', count: 2 });
    const own = await json<Parties>(await w.as('lender').get('/display-all-lenders?persona=Borrower'));
    expect(own.data).toEqual([
      { user_id: 'B-1', first_name: 'Borrower1' },
      { user_id: 'B-2', first_name: 'Borrower2' },
    ]);
    await w.seedBids([loans[1]!.id]);
    const masked = await json<Parties>(await w.as('investor').get('/display-all-lenders?persona=Borrower'));
    expect(masked.data).toEqual([{ user_id: 'B-2', first_name: 'B-2' }]);
  });

  it('refuses an unknown persona (400), callers without a loan persona (403) and without a session (401)', async () => {
    const unknown = await w.as('investor').get('/display_all_lender?persona=Wizard');
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error).toBe('Unknown persona');
    const casual = { userId: 'consumer-1', role: 'consumer' as const, persona: null, name: 'Casual' };
    await w.register(casual);
    expect((await w.as(casual).get('/display_all_lender?persona=Lender')).status).toBe(403);
    expect((await w.anonymous().get('/display_all_lender?persona=Lender')).status).toBe(401);
  });

  it('gives the lender card from the directory, null where accounts keep nothing yet', async () => {
    const card = await json(await w.as('investor').get('/lender_details?lenderId=lender-1'));
    expect(card.data).toEqual({
      user_id: 'lender-1',
      company_name: null,
      address: null,
      state: null,
      web_url: null,
      contact_name: 'Lakeside Lending',
      email: 'lender-1@example.test',
    });
  });

  it('answers 404 for a user who is not a lender', async () => {
    const res = await w.as('investor').get('/lender_details?lenderId=investor-2');
    expect(res.status).toBe(404);
    expect((await json(res)).error).toBe('Lender not found');
    expect((await w.anonymous().get('/lender_details?lenderId=lender-1')).status).toBe(401);
  });
});
