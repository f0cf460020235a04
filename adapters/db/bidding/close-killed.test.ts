/**
 * `ispz bids close` killed with SIGKILL mid-close, on a database shared with another process:
 * each batch is one transaction, so what the killed closer left is whole batches closed and the
 * rest untouched (no bid closed without its award, loan, approval, audit entry and notices), and
 * running the closer again finishes the job with every bid awarded exactly once.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Bid } from '../../../core/bidding/bid';
import { closeExpiredBids } from '../../../core/bidding/close-expired-bids';
import { aBid } from '../../../core/bidding/testing/bid-rows';
import { aLoan, LENDER } from '../../../core/bidding/testing/bidding-world';
import { unwrap } from '../../../core/errors/result';
import { cents } from '../../../core/money/cents';
import { SYSTEM_ACTOR } from '../../../core/permissions/actor';
import type { TradingDeps } from '../../../core/ports/stores';
import { systemClock } from '../../system/system-clock';
import { uuidV7Ids } from '../../system/uuid-v7-ids';
import { verifyAuditChain } from '../audit/verify-audit-chain';
import { kyselyStores } from '../stores';
import { testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';

const BIDS = 600;
const BIDDERS = ['investor-1', 'investor-2'];

/** Starts the closer process and kills it with SIGKILL after its first committed batch. */
function closeUntilKilled(url: string): Promise<{ killed: boolean }> {
  return new Promise((done, fail) => {
    const script = resolve(import.meta.dirname, 'close-killed-worker.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, url, '20'], {
      cwd: resolve(import.meta.dirname, '../../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('closed')) child.kill('SIGKILL');
    });
    child.on('error', fail);
    child.on('close', (code, signal) =>
      signal === 'SIGKILL' ? done({ killed: true }) : fail(new Error(`closer exited ${code}: ${errors}`)),
    );
  });
}

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'a closer killed mid-close on %s',
  (_n, backend) => {
    it('leaves whole batches behind, and a second run awards every bid exactly once', async () => {
      const database = await backend.open({ file: true });
      const deps: TradingDeps = {
        uow: kyselyUnitOfWork(database.db, database.dialect, kyselyStores),
        clock: systemClock,
        ids: uuidV7Ids,
      };
      const bids: Bid[] = Array.from({ length: BIDS }, (_, i) =>
        aBid(`kill-bid-${i}`, `kill-loan-${i}`, 1000 * (i + 1)),
      );
      await deps.uow.run(async (s) => {
        await s.loans.insertMany(
          bids.map((b, i) => aLoan(b.loanId, LENDER.userId, i, { status: 'bidding' })),
        );
        await s.bids.insertMany(bids);
        for (const [i, bid] of bids.entries()) {
          for (const [j, bidderId] of BIDDERS.entries()) {
            const entry = {
              bidId: bid.id,
              bidderId,
              amountCents: cents(1000 + i + j),
              placedAt: bid.openedAt,
              bought: false,
            };
            await s.bids.placeEntry(entry);
          }
        }
      });

      expect(await closeUntilKilled(database.url)).toEqual({ killed: true });
      const counts = await database.db
        .selectFrom('bids')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      const closed = Number(counts.find((c) => c.status === 'closed')?.n ?? 0);
      expect(closed).toBeGreaterThan(0);
      expect(closed).toBeLessThan(BIDS);
      expect(closed % 20).toBe(0);
      for (const table of ['bid_awards', 'purchase_approvals'] as const) {
        const row = await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(row.n)).toBe(closed);
      }
      const awarded = await database.db
        .selectFrom('loans')
        .select('id')
        .where('status', '=', 'awarded')
        .execute();
      expect(awarded).toHaveLength(closed);
      const notices = await database.db.selectFrom('outbox').select('id').execute();
      expect(notices).toHaveLength(closed * (BIDDERS.length + 1));

      const rest = unwrap(await closeExpiredBids(deps, SYSTEM_ACTOR));
      expect(rest).toMatchObject({ closed: BIDS - closed, awarded: BIDS - closed, unsold: 0 });
      const audit = await database.db.selectFrom('audit_log').select(['subject_id', 'data']).execute();
      expect(audit.map((e) => e.subject_id).sort()).toEqual(bids.map((b) => b.id).sort());
      const won = await database.db
        .selectFrom('outbox')
        .select('data')
        .where('notification_type', '=', 'bidWon')
        .execute();
      expect(won.map((m) => (JSON.parse(m.data ?? '{}') as { bidId: string }).bidId).sort()).toEqual(
        bids.map((b) => b.id).sort(),
      );
      for (const [i, bid] of bids.entries()) {
        const after = await deps.uow.run(async (s) => ({
          bid: await s.bids.get(bid.id),
          award: (await s.bids.awardsForLoans([bid.loanId]))[0],
          loan: await s.loans.get(bid.loanId),
          approval: await s.approvals.purchaseApprovalByBid(bid.id),
        }));
        const winner = { winnerId: 'investor-2', amountCents: 1001 + i };
        expect(after.bid).toMatchObject({
          status: 'closed',
          winnerId: 'investor-2',
          winningAmountCents: 1001 + i,
        });
        expect(after.award).toMatchObject({ bidId: bid.id, ...winner });
        expect(after.loan?.status).toBe('awarded');
        expect(after.approval).toMatchObject({
          bidId: bid.id,
          ownerId: 'investor-2',
          creatorBidCents: 1001 + i,
        });
      }
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true, entries: BIDS });
    }, 120_000);
  },
);
