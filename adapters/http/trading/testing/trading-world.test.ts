import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { json } from './test-client';
import { type TradingWorld, tradingWorld } from './trading-world';

/** Every call the loans & bidding routers serve, as the OpenAPI document names it. */
const CALLS = [
  ['get', '/get_loans_list'],
  ['post', '/get_loans_list'],
  ['get', '/get_loans_list/states'],
  ['get', '/tapes'],
  ['get', '/tapes/{tapeName}/loans'],
  ['post', '/loanPool/add'],
  ['post', '/loanPool/remove'],
  ['get', '/loanPool/summary'],
  ['get', '/favourite_filters'],
  ['post', '/favourite_filters'],
  ['delete', '/favourite_filters/{id}'],
  ['post', '/get_price_adjustment'],
  ['get', '/pool_analysis'],
  ['post', '/viewSecuritizedTape'],
  ['post', '/loan_Processing'],
  ['get', '/display_all_lender'],
  ['get', '/display-all-lenders'],
  ['get', '/lender_details'],
  ['post', '/notify_default_user'],
  ['get', '/notifications'],
  ['get', '/bidding_table'],
  ['post', '/bidding_table'],
  ['post', '/view_After_Bidding'],
  ['post', '/place_bid'],
  ['post', '/open_for_bidding'],
  ['get', '/viewBidStipulations'],
  ['post', '/bidStipulations'],
  ['post', '/bulk_bid_upload'],
  ['get', '/bids/export'],
] as const;

describe('the trading test world', () => {
  let w: TradingWorld;

  beforeEach(async () => {
    w = await tradingWorld();
  });
  afterEach(() => w.close());

  it('admits a registered actor by `Bearer test:<userId>` and nobody else', async () => {
    expect((await w.as('lender').get('/tapes')).status).toBe(200);
    for (const authorization of ['Bearer test:stranger', 'Bearer lender-1', 'Basic test:lender-1']) {
      const res = await w.anonymous().get('/tapes', { authorization });
      expect(res.status).toBe(401);
      expect((await json(res)).error).toBe(MESSAGES.sessionExpired);
    }
  });

  it('registers every party of the cast in the directory', async () => {
    const dd = await json<{ data: { user_id: string }[] }>(
      await w.as('investor').get('/display_all_lender?persona=Rating Agency'),
    );
    expect(dd.data.map((p) => p.user_id)).toEqual(['rating-1']);
  });

  it('documents every call in the OpenAPI document, with its security', async () => {
    const doc = await json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      await w.app.request('/api/openapi.json'),
    );
    for (const [method, path] of CALLS) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      expect(doc.paths[path]![method]!.security, `${method} ${path}`).toBeDefined();
    }
  });
});
