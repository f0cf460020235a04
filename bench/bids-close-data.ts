/**
 * The database of bench/bids-close.ts: expired open bids with two entries each (so every close
 * is an award), seeded once into a template, and a fresh copy of it for each of the four runs.
 * After a run, `writesOf` counts what it wrote, so the bench can show that the close and both
 * baselines did the same award, not merely took a time.
 */
import Database from 'better-sqlite3';
import { createPlatform } from '../adapters/compose';
import { loadConfig } from '../adapters/config';
import { seedOpenBids } from './open-bids';

export const OPENED = '2026-03-02T09:00:00.000Z';
export const VALID_TILL = '2026-03-03T09:00:00.000Z';
/** The close's `--now`: every seeded bid expired a day before. */
export const NOW = '2026-03-04T09:00:00.000Z';

/**
 * A migrated platform database in `dir` (its `ispz.db`) holding `bids` loans in bidding of
 * lender-1, an expired open bid on each, and two entries a bid (investor-2's higher, so it wins).
 */
export async function seedExpiredBids(dir: string, bids: number): Promise<string> {
  const platform = await createPlatform(loadConfig({ APP_ENV: 'test', DATA_DIR: dir }), { log: () => {} });
  let bidIds: string[];
  try {
    bidIds = await seedOpenBids(platform.trading.uow, bids, {
      loanPrefix: 'loan',
      bidPrefix: 'bid',
      tapeName: 'Bench Tape',
      lenderId: 'lender-1',
      openedAt: OPENED,
      validTill: VALID_TILL,
      loanFields: () => ({ attributes: {} }),
    });
  } finally {
    await platform.close();
  }
  const file = `${dir}/ispz.db`;
  const db = new Database(file);
  const entry = db.prepare(
    'insert into bid_entries (bid_id, bidder_id, amount_cents, placed_at) values (?, ?, ?, ?)',
  );
  db.transaction(() => {
    bidIds.forEach((id, i) => {
      entry.run(id, 'investor-1', 10_000_000 + i, OPENED);
      entry.run(id, 'investor-2', 10_000_500 + i, OPENED);
    });
  })();
  db.close();
  return file;
}

/** A compacted copy of the database `from` at `to` (the same pages for every run). */
export function copyDatabase(from: string, to: string): string {
  const db = new Database(from, { readonly: true });
  db.prepare('vacuum into ?').run(to);
  db.close();
  return to;
}

/** What a run wrote, counted in its database afterwards. */
export interface Writes {
  readonly closedBids: number;
  /** The sum of the closed bids' winning amounts: the same winners give the same sum. */
  readonly winningCents: number;
  readonly boughtEntries: number;
  readonly awardedLoans: number;
  readonly awards: number;
  readonly purchaseApprovals: number;
  readonly auditEntries: number;
  readonly notices: number;
}

/** Counts the award's rows in the database at `file`. */
export function writesOf(file: string): Writes {
  const db = new Database(file, { readonly: true });
  const count = (sql: string) => Number(db.prepare(sql).pluck().get() ?? 0);
  try {
    return {
      closedBids: count("select count(*) from bids where status = 'closed'"),
      winningCents: count("select sum(winning_amount_cents) from bids where status = 'closed'"),
      boughtEntries: count('select count(*) from bid_entries where bought = 1'),
      awardedLoans: count("select count(*) from loans where status = 'awarded'"),
      awards: count('select count(*) from bid_awards'),
      purchaseApprovals: count("select count(*) from purchase_approvals where status = 'pending'"),
      auditEntries: count("select count(*) from audit_log where type = 'bid.awarded'"),
      notices: count("select count(*) from outbox where channel = 'notification'"),
    };
  } finally {
    db.close();
  }
}
