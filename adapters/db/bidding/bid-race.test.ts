import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Bid } from '../../../core/bidding/bid';
import { openForBidding } from '../../../core/bidding/open-for-bidding';
import { aLoan, LENDER } from '../../../core/bidding/testing/bidding-world';
import { unwrap } from '../../../core/errors/result';
import type { TradingDeps } from '../../../core/ports/stores';
import { systemClock } from '../../system/system-clock';
import { uuidV7Ids } from '../../system/uuid-v7-ids';
import { runWorker } from '../concurrency/run-worker';
import { kyselyStores } from '../stores';
import { testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';
import { type RaceReport, raceForBids } from './bid-race';
import { expectRaceInvariants } from './bid-race-invariants';

// Many investors bid on a few loans while closers close them as they expire — on SQLite
// separate OS processes on one file, on PostgreSQL separate pools (each connection a server
// process). Expiries are staggered so that placements and closes meet at every bid's deadline.
const CONTENDERS = 3;
const BIDDERS = 3;
const LOANS = 6;
const FIRST_CLOSE_MS = 500;
const STAGGER_MS = 100;

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

async function whenAll(files: readonly string[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!files.every(existsSync)) {
    if (Date.now() > deadline) throw new Error('race workers did not start in time');
    await sleep(10);
  }
}

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'bidders and closers racing on %s',
  (_name, backend) => {
    it('never double-places, never double-awards, awards the best committed bid and keeps the audit chain', async () => {
      const database = await backend.open({ file: true });
      const deps: TradingDeps = {
        uow: kyselyUnitOfWork(database.db, database.dialect, kyselyStores),
        clock: systemClock,
        ids: uuidV7Ids,
      };
      const loanIds = Array.from({ length: LOANS }, (_, i) => `race-loan-${i + 1}`);
      await deps.uow.run((s) => s.loans.insertMany(loanIds.map((id, i) => aLoan(id, LENDER.userId, i))));

      // On SQLite the first contender runs in this process, on a connection of its own (it writes
      // only once every bid is open, when this connection is idle: a synchronous busy wait here
      // would otherwise stall the transaction it waits for); the others in processes of their own.
      const names = Array.from({ length: CONTENDERS }, (_, c) => `c${c}`);
      const inProcess = (name: string) => backend.name === 'postgres' || name === 'c0';
      const readyFile = (name: string) =>
        join(dirname(database.url.slice('sqlite:'.length)), `${name}.ready`);
      const workers = names.filter((name) => !inProcess(name));
      const running: Promise<RaceReport>[] = names.map((name) =>
        inProcess(name)
          ? raceForBids(database.url, name, BIDDERS, LOANS)
          : runWorker<RaceReport>('../bidding/bid-race-worker.ts', [
              database.url,
              name,
              String(BIDDERS),
              String(LOANS),
              readyFile(name),
            ]),
      );
      await Promise.race([whenAll(workers.map(readyFile)), ...running]);

      // One opening per loan, at once: staggered deadlines counted from before the first.
      const start = Date.now();
      const openings = loanIds.map((loanId, i) => {
        const validTill = new Date(start + FIRST_CLOSE_MS + i * STAGGER_MS).toISOString();
        return openForBidding(deps, LENDER, { loanIds: [loanId], validTill });
      });
      const opened: Bid[] = (await Promise.all(openings)).flatMap((r) => unwrap(r).bids);
      const reports = await Promise.all(running);

      await expectRaceInvariants(database, deps.uow, opened, reports);
      const outcomes = reports.flatMap((r) => r.attempts.map((a) => a.outcome));
      expect(outcomes).toContain('placed');
      expect(outcomes.filter((o) => o === 'BID.CLOSED' || o === 'BID.EXPIRED').length).toBeGreaterThan(0);
    });
  },
);
