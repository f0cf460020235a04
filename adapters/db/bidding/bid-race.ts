import { writeFileSync } from 'node:fs';
import type { Bid } from '../../../core/bidding/bid';
import { closeExpiredBids } from '../../../core/bidding/close-expired-bids';
import { placeBid } from '../../../core/bidding/place-bid';
import { unwrap } from '../../../core/errors/result';
import { type Actor, SYSTEM_ACTOR } from '../../../core/permissions/actor';
import type { TradingDeps } from '../../../core/ports/stores';
import { systemClock } from '../../system/system-clock';
import { uuidV7Ids } from '../../system/uuid-v7-ids';
import { type DbConnection, openDatabase } from '../connection';
import { kyselyStores } from '../stores';
import { kyselyUnitOfWork } from '../unit-of-work';
import { rowToBid } from './bid-rows';

/** One `placeBid` call and what it answered: 'placed' or the refusal's code. */
export interface Attempt {
  readonly bidId: string;
  readonly bidderId: string;
  readonly amountCents: number;
  readonly outcome: string;
}

/** What one contender did: its bidders' attempts and what its closer closed. */
export interface RaceReport {
  readonly attempts: Attempt[];
  readonly awarded: number;
  readonly unsold: number;
}

/** How long before its deadline a bidder may bid on a bid. */
const DEADLINE_SPREAD_MS = 60;

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));
const investor = (userId: string): Actor => ({
  userId,
  role: 'BUSINESSADMIN',
  persona: 'investor',
  name: userId,
});

/**
 * One contender of the bidding race, on connections of its own: `bidders` investors and one
 * closer, all through the real use cases (`placeBid`, `closeExpiredBids`) on the system clock.
 * Writes `readyFile` (if given) once loaded and waits until `bidCount` bids exist. Each bidder
 * then bids on every bid — one at once, the others shortly before (or just after) their
 * deadlines, every third one submitted twice at once — while the closer closes whatever has
 * expired; after the last deadline every bidder tries once more (too late), and the closer runs
 * until nothing is left open.
 */
export async function raceForBids(
  url: string,
  name: string,
  bidders: number,
  bidCount: number,
  readyFile?: string,
): Promise<RaceReport> {
  const database = openDatabase(url, { poolSize: 4 });
  const deps: TradingDeps = {
    uow: kyselyUnitOfWork(database.db, database.dialect, kyselyStores),
    clock: systemClock,
    ids: uuidV7Ids,
  };
  try {
    if (readyFile) writeFileSync(readyFile, name);
    const bids = await waitForBids(database, bidCount);
    const lastClose = Math.max(...bids.map((b) => Date.parse(b.validTill)));
    const place = async (bidderId: string, bidId: string, amountCents: number): Promise<Attempt> => {
      const r = await placeBid(deps, investor(bidderId), { bidId, bidderId, amount: amountCents / 100 });
      return { bidId, bidderId, amountCents, outcome: r.ok ? 'placed' : r.error.code };
    };
    const bidder = async (index: number): Promise<Attempt[]> => {
      const bidderId = `${name}-investor-${index}`;
      const attempts = await Promise.all(
        bids.map(async (bid, n) => {
          // One bid right away (so that some certainly land); the rest in the last moments before
          // the deadline or just after it, where the closers meet them.
          const due =
            n === index % bids.length
              ? 0
              : Date.parse(bid.validTill) - DEADLINE_SPREAD_MS * Math.random() + 10;
          await sleep(Math.max(0, due - Date.now()));
          const amount = 100_000 + ((index * 37 + n * 11) % 97) * 100;
          const tries = n % 3 === index % 3 ? [amount, amount + 100] : [amount];
          return Promise.all(tries.map((a) => place(bidderId, bid.id, a)));
        }),
      );
      await sleep(Math.max(0, lastClose - Date.now()) + 20);
      return [...attempts.flat(), await place(bidderId, bids[index % bids.length]!.id, 100_000)];
    };
    const closer = async () => {
      let awarded = 0;
      let unsold = 0;
      for (;;) {
        const pastLast = Date.now() > lastClose;
        const run = unwrap(await closeExpiredBids(deps, SYSTEM_ACTOR, { batchSize: 2 }));
        awarded += run.awarded;
        unsold += run.unsold;
        if (pastLast && run.total === 0) return { awarded, unsold };
        await sleep(5);
      }
    };
    const [attempts, closed] = await Promise.all([
      Promise.all(Array.from({ length: bidders }, (_, i) => bidder(i))),
      closer(),
    ]);
    return { attempts: attempts.flat(), ...closed };
  } finally {
    await database.close();
  }
}

/**
 * The bids once all `count` exist, read outside any transaction (it would compete for SQLite's
 * write lock). Counted open or closed: a contender that starts late may find some closed already.
 */
async function waitForBids(database: DbConnection, count: number): Promise<Bid[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await database.db.selectFrom('bids').selectAll().execute();
    if (rows.length >= count) return rows.map(rowToBid);
    if (Date.now() > deadline) throw new Error(`only ${rows.length} of ${count} bids opened in time`);
    await sleep(5);
  }
}
