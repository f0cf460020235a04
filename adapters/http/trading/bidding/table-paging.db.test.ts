/**
 * The bidding table's paging on SQLite and PostgreSQL (ours): pages in the spec's order that
 * together are the whole table, the total on every page, the filter applied before paging, and
 * the largest page enforced.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Loan } from '../../../../core/loans/loan';
import { testDatabases } from '../../../db/testing/test-databases';
import { kyselyTradingBackend } from '../testing/kysely-trading-backend';
import { json } from '../testing/test-client';
import { HOUR, type TradingWorld, tradingWorld } from '../testing/trading-world';

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'the bidding table paged on %s',
  (_n, backend) => {
    let w: TradingWorld;
    let loans: Loan[];
    const inHours = (h: number) => new Date(w.clock.now().getTime() + h * HOUR).toISOString();

    beforeEach(async () => {
      w = await tradingWorld({ backend: kyselyTradingBackend(backend) });
      loans = await w.seedTape({ tapeName: 'Spring', count: 3 });
    });
    afterEach(async () => {
      expect(w.failures).toEqual([]);
      await w.close();
    });

    it('pages the bidding table in the spec order, with the total of every page', async () => {
      const more = await w.seedTape({ tapeName: 'Summer', count: 4 });
      const all = [...loans, ...more];
      for (const [i, loan] of all.entries()) await w.seedBids([loan.id], inHours(2 + 30 * i));
      type Page = { data: { docs: { bidId: string }[]; total: number; page: number; limit: number } };
      const read = async (query: string) =>
        (await json<Page>(await w.as('investor').get(`/bidding_table?bidderId=investor-1${query}`))).data;
      const whole = await read('');
      expect(whole).toMatchObject({ total: 7, page: 1, limit: 500 });
      const pages = [
        await read('&page=1&limit=3'),
        await read('&page=2&limit=3'),
        await read('&page=3&limit=3'),
      ];
      expect(pages.map((p) => p.docs.length)).toEqual([3, 3, 1]);
      expect(pages.flatMap((p) => p.docs.map((d) => d.bidId))).toEqual(whole.docs.map((d) => d.bidId));
      expect(pages.every((p) => p.total === 7 && p.limit === 3)).toBe(true);
      const filtered = await w
        .as('investor')
        .post('/bidding_table', { bidderId: 'investor-1', tapeName: 'Summer', page: 2, limit: 3 });
      const summer = (await json<Page>(filtered)).data;
      expect(summer).toMatchObject({ total: 4, page: 2, limit: 3 });
      expect(summer.docs).toHaveLength(1);
      expect((await w.as('investor').get('/bidding_table?bidderId=investor-1&limit=1001')).status).toBe(400);
    });
  },
);
