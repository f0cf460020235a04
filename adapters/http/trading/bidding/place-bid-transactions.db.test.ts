/**
 * How many write transactions one `POST /api/place_bid` costs the database, counted at the
 * drivers (../../../db/testing/write-transactions.ts) on the composed platform with real
 * sessions, on SQLite and PostgreSQL: one for a placement, with or without an Idempotency-Key
 * (the key's claim and its answer ride in the placement's own transaction), one for a keyed
 * refusal, none for a replay or a key reused with other parameters. Reading the session and the
 * actor takes no write lock. A second write transaction coming back fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testing/test-databases';
import { watchTransactions } from '../../../db/testing/write-transactions';
import { type StormWorld, stormWorld } from '../../edge/testing/bid-storm-world';

for (const backend of testDatabases()) {
  describe(`write transactions of POST /api/place_bid (${backend.name})`, () => {
    let world: StormWorld;
    beforeAll(async () => {
      world = await stormWorld(backend, { investors: 2, bidCount: 4, closingInMs: 60_000 });
    });
    afterAll(() => world?.close());

    /** `investor` bids on bid `bid` (as `bidder`, themselves unless given); the answer and what it cost. */
    const place = async (investor: number, bid: number, key?: string, bidder?: string) => {
      const { id, headers } = world.investors[investor]!;
      const watch = watchTransactions();
      const res = await world.platform.app.request('/api/place_bid', {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify({ bidId: world.bids[bid]!.id, bidderId: bidder ?? id, amount: 1000 + bid }),
      });
      const tally = watch.stop();
      const body = (await res.json()) as { code?: string };
      return { status: res.status, code: body.code, replayed: res.headers.has('idempotent-replayed'), tally };
    };

    it('places a bid in one write transaction, its session and actor read without the write lock', async () => {
      const placed = await place(0, 0);
      // The session and the actor are read too, but in no write transaction of their own.
      expect([placed.status, placed.tally.writes]).toEqual([201, 1]);
      expect(placed.tally.statements).toBeGreaterThan(3);
    });

    it('places a bid with an Idempotency-Key in one write transaction, key and answer included', async () => {
      const placed = await place(0, 1, 'one-write');
      expect([placed.status, placed.replayed, placed.tally.writes]).toEqual([201, false, 1]);
      const kept = await world.platform.connection.db
        .selectFrom('idempotency_keys')
        .select(['status', 'lease_until'])
        .where('key', '=', 'one-write')
        .execute();
      expect(kept).toEqual([{ status: 201, lease_until: null }]);
    });

    it('replays a retry, and refuses the key with other parameters, writing nothing', async () => {
      await place(1, 1, 'retried');
      const retry = await place(1, 1, 'retried');
      expect([retry.status, retry.replayed, retry.tally.writes]).toEqual([201, true, 0]);
      const other = await place(1, 2, 'retried');
      expect([other.status, other.code, other.tally.writes]).toEqual([409, 'IDEMPOTENCY.MISMATCH', 0]);
    });

    it('keeps a keyed refusal in one write transaction, whether the use case ran or not', async () => {
      await place(0, 2);
      const again = await place(0, 2, 'second-bid');
      expect([again.status, again.code, again.tally.writes]).toEqual([409, 'BID.ALREADY_PLACED', 1]);
      const notYou = await place(0, 3, 'not-yourself', world.investors[1]!.id);
      expect([notYou.status, notYou.tally.writes]).toEqual([403, 1]);
      const replayed = await place(0, 2, 'second-bid');
      expect([replayed.code, replayed.replayed, replayed.tally.writes]).toEqual([
        'BID.ALREADY_PLACED',
        true,
        0,
      ]);
    });
  });
}
