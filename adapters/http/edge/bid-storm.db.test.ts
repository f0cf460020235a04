/**
 * Fifty concurrent clients placing bids over real HTTP — the composed platform served on
 * 127.0.0.1, on SQLite and on PostgreSQL — with repeated Idempotency-Keys, while one bid's
 * deadline passes mid-storm (./testing/bid-storm.ts). Whatever the interleaving: no bidder holds
 * two entries on a bid; every 201 is stored exactly once, as answered, with its audit entry; a
 * retried key answers the same; nothing is taken at or after validTill; and nothing fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testing/test-databases';
import { bidStorm, type StormAnswer } from './testing/bid-storm';
import { type StormWorld, stormWorld } from './testing/bid-storm-world';

const CLIENTS = 50;
const INVESTORS = 10;
const CLOSING_IN_MS = 1_500;
const LINGER_MS = 400;
// What a losing try may hear: already placed, the same retry still running, the deadline passed.
const REFUSALS = ['BID.ALREADY_PLACED', 'IDEMPOTENCY.IN_PROGRESS', 'BID.EXPIRED', 'BID.CLOSED'];

const group = <T>(items: readonly T[], by: (t: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(by(item), [...(groups.get(by(item)) ?? []), item]);
  return groups;
};

for (const backend of testDatabases()) {
  describe(`${CLIENTS} clients bidding over HTTP at once (${backend.name})`, { timeout: 60_000 }, () => {
    let world: StormWorld;
    let answers: StormAnswer[];
    beforeAll(async () => {
      world = await stormWorld(backend, { investors: INVESTORS, bidCount: 3, closingInMs: CLOSING_IN_MS });
      const started = performance.now();
      answers = await bidStorm(world, CLIENTS, LINGER_MS);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `${backend.name}: ${answers.length} bids from ${CLIENTS} clients over HTTP in ${seconds} s`,
      );
    }, 60_000);
    afterAll(() => world?.close());

    const entries = async () =>
      (
        await world.platform.connection.db
          .selectFrom('bid_entries')
          .select(['bid_id', 'bidder_id', 'amount_cents', 'placed_at'])
          .execute()
      ).map((e) => ({ ...e, amount_cents: Number(e.amount_cents) }));

    it('answers every request 201 or with one of the expected refusals, and logs no failure', () => {
      expect(answers.length).toBeGreaterThanOrEqual(CLIENTS * 2);
      const refused = answers.filter((a) => a.status !== 201);
      expect(refused.filter((a) => !REFUSALS.includes(String(a.body.code)))).toEqual([]);
      for (const code of ['BID.ALREADY_PLACED', 'BID.EXPIRED'])
        expect(refused.some((a) => a.body.code === code)).toBe(true);
      expect(world.logged).toEqual([]);
    });

    it('keeps one entry per bidder and bid, each answered 201 once as stored, with its audit entry', async () => {
      const stored = await entries();
      expect(
        [...group(stored, (e) => `${e.bid_id} ${e.bidder_id}`).values()].filter((g) => g.length > 1),
      ).toEqual([]);
      const ran = answers.filter((a) => a.status === 201 && !a.replayed);
      expect(ran.length).toBe(stored.length);
      expect(new Set(ran.map((a) => `${a.bidId} ${a.investor}`)).size).toBe(stored.length);
      for (const a of answers.filter((x) => x.status === 201)) {
        const data = a.body.data as { bidId: string; bidderId: string; bidAmount: number; placedAt: string };
        const entry = stored.find((e) => e.bid_id === data.bidId && e.bidder_id === data.bidderId);
        expect(entry, JSON.stringify(a)).toBeDefined();
        expect([data.bidId, data.bidderId, data.bidAmount]).toEqual([a.bidId, a.investor, a.amount]);
        expect([entry!.amount_cents, Date.parse(entry!.placed_at)]).toEqual([
          Math.round(a.amount * 100),
          Date.parse(data.placedAt),
        ]);
      }
      // The storm placed bids for real: at least half of the investor × open-bid pairs got in (on a
      // loaded runner a pair's every try can meet its own key still in progress, which is no loss:
      // the 201s above are exactly the stored entries).
      expect(stored.length).toBeGreaterThanOrEqual((INVESTORS * (world.bids.length - 1)) / 2);
      const audited = await world.platform.connection.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('type', '=', 'bid.placed')
        .executeTakeFirstOrThrow();
      expect(Number(audited.n)).toBe(stored.length);
    });

    it('answers every retry of a key as it answered the first time', () => {
      const byKey = group(
        answers.filter((a) => a.key !== null && a.status === 201),
        (a) => a.key!,
      );
      expect([...byKey.values()].filter((g) => g.length > 1).length).toBeGreaterThan(0);
      for (const same of byKey.values()) {
        expect(same.filter((a) => !a.replayed).length).toBeLessThanOrEqual(1);
        for (const a of same) expect(a.body).toEqual(same[0]!.body);
      }
    });

    it('takes nothing at or after validTill: later tries are refused or replay an earlier answer', async () => {
      const deadline = new Map(world.bids.map((b) => [b.id, Date.parse(b.validTill)]));
      for (const e of await entries()) expect(Date.parse(e.placed_at)).toBeLessThan(deadline.get(e.bid_id)!);
      const closing = world.bids.at(-1)!.id;
      const late = answers.filter((a) => a.bidId === closing && a.sentAt >= deadline.get(closing)!);
      expect(late.length).toBeGreaterThanOrEqual(CLIENTS);
      // A late retry of a key may replay the answer it got in time; nothing late is decided anew but refused.
      // A retry that met its key's first try still running decides nothing either (409 in progress).
      const decided = late.filter((a) => !a.replayed && a.body.code !== 'IDEMPOTENCY.IN_PROGRESS');
      expect(decided.length).toBeGreaterThan(0);
      expect(decided.filter((a) => a.body.code !== 'BID.EXPIRED')).toEqual([]);
    });
  });
}
