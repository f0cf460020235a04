/**
 * place_bid on SQLite and PostgreSQL: concurrent requests over the composition root's stores
 * (on PostgreSQL each runs on its own pooled connection) never place a bid twice, and an
 * Idempotency-Key is kept in the database's table — replayed, refused for other parameters,
 * and honoured once when the same retry arrives many times at once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { testDatabases } from '../../../db/testing/test-databases';
import { kyselyTradingBackend } from '../testing/kysely-trading-backend';
import { type Json, json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'POST /api/place_bid on %s',
  (_n, backend) => {
    let w: TradingWorld;
    let bidIds: string[];
    const bid = (over: Json = {}) => ({
      bidId: bidIds[0],
      bidderId: 'investor-1',
      amount: 101000.5,
      ...over,
    });
    const placed = async (userId: string) =>
      (await json<{ data: Json[] }>(await w.as('investor').post('/view_After_Bidding', { userId }))).data;

    beforeEach(async () => {
      w = await tradingWorld({ backend: kyselyTradingBackend(backend) });
      const loans = await w.seedTape({ tapeName: 'Spring', count: 3 });
      bidIds = (await w.seedBids(loans.map((l) => l.id))).map((b) => b.id);
    });
    afterEach(async () => {
      expect(w.failures).toEqual([]);
      await w.close();
    });

    it('takes exactly one of 20 concurrent bids by the same bidder', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => w.as('investor').post('/place_bid', bid({ amount: 1000 + i }))),
      );
      const bodies = await Promise.all(answers.map((r) => json(r)));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
      expect(bodies.filter((b) => b.statusText === MESSAGES.bidCreated)).toHaveLength(1);
      expect(bodies.filter((b) => b.code === 'BID.ALREADY_PLACED')).toHaveLength(19);
      expect(await placed('investor-1')).toHaveLength(1);
      expect((await w.audit()).filter((e) => e.type === 'bid.placed')).toHaveLength(1);
    });

    it('places every bid of two investors bidding on three loans at once', async () => {
      const answers = await Promise.all(
        bidIds.flatMap((bidId, i) =>
          (['investor', 'investor2'] as const).map((who) =>
            w.as(who).post('/place_bid', { bidId, bidderId: w.actors[who].userId, amount: 500 + i }),
          ),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
      expect(await placed('investor-1')).toHaveLength(3);
      expect((await w.audit()).filter((e) => e.type === 'bid.placed')).toHaveLength(6);
    });

    it('replays the first answer for a retry with the same Idempotency-Key, from the database', async () => {
      const key = { 'idempotency-key': 'bid-retry-1' };
      const first = await w.as('investor').post('/place_bid', bid(), key);
      const retry = await w.as('investor').post('/place_bid', bid(), key);
      expect([first.status, retry.status]).toEqual([201, 201]);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await json(retry)).toEqual(await json(first));
      expect((await w.as('investor').post('/place_bid', bid({ amount: 5 }), key)).status).toBe(409);
      // The same key belongs to each user on their own.
      expect((await w.as('investor2').post('/place_bid', bid({ bidderId: 'investor-2' }), key)).status).toBe(
        201,
      );
      const kept = await w
        .connection!.db.selectFrom('idempotency_keys')
        .select(['scope', 'status'])
        .where('key', '=', 'bid-retry-1')
        .orderBy('scope')
        .execute();
      expect(kept).toEqual([
        { scope: 'investor-1', status: 201 },
        { scope: 'investor-2', status: 201 },
      ]);
    });

    it('replays a retry whose JSON lists the same fields in another order and spacing', async () => {
      const key = { 'idempotency-key': 'bid-reordered' };
      const first = await w
        .as('investor')
        .post('/place_bid', `{"bidId":"${bidIds[0]}","bidderId":"investor-1","amount":7}`, key);
      const retry = await w
        .as('investor')
        .post('/place_bid', `{ "amount": 7.0,\n  "bidderId": "investor-1", "bidId": "${bidIds[0]}" }`, key);
      expect([first.status, retry.status]).toEqual([201, 201]);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await placed('investor-1')).toHaveLength(1);
    });

    it('runs a retry that arrives ten times at once only once', async () => {
      const key = { 'idempotency-key': 'bid-storm' };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => w.as('investor').post('/place_bid', bid(), key)),
      );
      const bodies = await Promise.all(answers.map((r) => json(r)));
      const ran = answers.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === null);
      expect(ran).toHaveLength(1);
      // The others got the first answer back, or were told it is still running.
      for (const [i, r] of answers.entries()) {
        if (r.status === 409) expect(bodies[i]!.code).toBe('IDEMPOTENCY.IN_PROGRESS');
        else expect(r.status).toBe(201);
      }
      expect(await placed('investor-1')).toHaveLength(1);
    });
  },
);
