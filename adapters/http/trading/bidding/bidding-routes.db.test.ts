/**
 * The bidding screens on SQLite and PostgreSQL: one happy path for every call of the bidding
 * router over the composition root's stores — opening loans (and the emails to every investor
 * from the account tables), the bidding table in its time buckets, bids placed and their
 * outcome after the close, a bid's question thread, and the export that uploads back as bids.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import type { Loan } from '../../../../core/loans/loan';
import { testDatabases } from '../../../db/testing/test-databases';
import { readSheet } from '../../../spreadsheet/read-sheet';
import { writeXlsx } from '../../../spreadsheet/write-sheet';
import { kyselyTradingBackend } from '../testing/kysely-trading-backend';
import { routeCoverage, routerCalls } from '../testing/route-coverage';
import { type Json, json } from '../testing/test-client';
import { DAY, HOUR, type TradingWorld, tradingWorld } from '../testing/trading-world';
import { biddingRoutes } from './index';

type Rows = { statusText: string; data: { docs: Json[] } };

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'the bidding screens on %s',
  (_n, backend) => {
    const coverage = routeCoverage();
    let w: TradingWorld;
    let loans: Loan[];
    const inHours = (h: number) => new Date(w.clock.now().getTime() + h * HOUR).toISOString();

    beforeEach(async () => {
      w = await tradingWorld({ backend: kyselyTradingBackend(backend), observe: coverage.observe });
      loans = await w.seedTape({ tapeName: 'Spring', count: 3 });
    });
    afterEach(async () => {
      expect(w.failures).toEqual([]);
      await w.close();
    });

    it('opens loans, lists them by time bucket, and shows Won and Lost after the close', async () => {
      const open = async (loan: Loan, hours: number) => {
        const res = await w
          .as('lender')
          .post('/open_for_bidding', { loanIds: [loan.id], validTill: inHours(hours) });
        expect(res.status).toBe(201);
        return String((await json<{ data: { bids: Json[] } }>(res)).data.bids[0]!._id);
      };
      const bidIds = [await open(loans[0]!, 48), await open(loans[1]!, 2), await open(loans[2]!, 5)];
      const mails = (await w.outbox()).filter(
        (m) => m.channel === 'email' && m.notificationType === 'submitBid',
      );
      expect(mails.map((m) => m.to).sort()).toEqual(
        [1, 2, 3].flatMap(() => ['investor-1@example.test', 'investor-2@example.test']).sort(),
      );
      const table = await json<Rows>(await w.as('investor').get('/bidding_table?bidderId=investor-1'));
      expect(table.data.docs.map((d) => d.bidId)).toEqual([bidIds[1], bidIds[2], bidIds[0]]);
      const fico = (table.data.docs[0]!.loanData as Json).fico_score;
      const filtered = await w
        .as('investor')
        .post('/bidding_table', { bidderId: 'investor-1', ficoRange: [fico, fico] });
      expect((await json<Rows>(filtered)).data.docs.map((d) => d.bidId)).toEqual([bidIds[1]]);

      const place = (who: 'investor' | 'investor2', bidId: string, amount: number) =>
        w.as(who).post('/place_bid', { bidId, bidderId: w.actors[who].userId, amount });
      expect((await place('investor', bidIds[0]!, 100)).status).toBe(201);
      w.clock.advance(60_000);
      expect((await place('investor', bidIds[1]!, 100)).status).toBe(201);
      expect((await place('investor2', bidIds[1]!, 900)).status).toBe(201);
      const placedBids = async () =>
        (
          await json<{ data: Json[] }>(
            await w.as('investor').post('/view_After_Bidding', { userId: 'investor-1' }),
          )
        ).data;
      expect((await placedBids()).map((d) => [d.bidId, d.outcome])).toEqual([
        [bidIds[1], 'Pending'],
        [bidIds[0], 'Pending'],
      ]);
      await w.closeBidsAfter(3 * DAY);
      expect((await placedBids()).map((d) => d.outcome)).toEqual(['Lost', 'Won']);
    });

    it("keeps a bid's question thread between the bidder and the lender", async () => {
      const bidId = (await w.seedBids([loans[0]!.id]))[0]!.id;
      const ask = (who: 'investor' | 'lender', message: string) =>
        w.as(who).post('/bidStipulations', { bidId, bidderId: 'investor-1', message });
      expect((await ask('investor', 'Is the escrow current?')).status).toBe(201);
      expect((await ask('lender', 'Yes, current.')).status).toBe(201);
      const thread = await json<{ data: Json[] }>(
        await w.as('lender').get(`/viewBidStipulations?bidId=${bidId}&bidderId=investor-1`),
      );
      expect(thread.data.map((m) => [m.senderName, m.message])).toEqual([
        ['Alder Capital', 'Is the escrow current?'],
        ['Lakeside Lending', 'Yes, current.'],
      ]);
    });

    it('exports the open bids as obs_bid_{date}.xlsx whose amounts upload back as bids', async () => {
      await w.seedBids(
        loans.map((l) => l.id),
        inHours(24),
      );
      const res = await w.as('investor').get('/bids/export');
      expect(res.status).toBe(200);
      const table = await readSheet(Buffer.from(await res.arrayBuffer()), 'obs_bid.xlsx');
      if (!table.ok) throw new Error(table.error.message);
      expect(table.value.rows.map((r) => r._id).sort()).toEqual(loans.map((l) => l.id).sort());
      const filled = writeXlsx({
        headers: table.value.headers,
        rows: table.value.rows.map((r) =>
          table.value.headers.map((h) => (h === 'amount' ? '1234.5' : (r[h] ?? null))),
        ),
      });
      const upload = (query: string) =>
        w.as('investor').upload(`/bulk_bid_upload${query}`, [{ name: 'obs_bid.xlsx', bytes: filled }]);
      expect(await json(await upload(''))).toMatchObject({
        statusText: 'All Matching Records',
        data: { placed: false },
      });
      expect(await json(await upload('?confirm=true'))).toMatchObject({
        statusText: MESSAGES.bidCreated,
        data: { placed: true },
      });
      const placed = await json<{ data: Json[] }>(
        await w.as('investor').post('/view_After_Bidding', { userId: 'investor-1' }),
      );
      expect(placed.data).toHaveLength(3);
      expect((await w.audit()).filter((e) => e.type === 'bid.placed')).toHaveLength(3);
    });

    it('answered every call the bidding router documents with a 2xx', async () => {
      expect(coverage.unanswered(await routerCalls(biddingRoutes))).toEqual([]);
    });
  },
);
