import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../core/errors/messages';
import { cents } from '../../../core/money/cents';
import { row } from '../../../core/transfer/testing/approval-rows';
import { aLoan, TAPE } from '../../../core/transfer/testing/trade-fixture';
import { verifyAuditChain } from '../audit/verify-audit-chain';
import { runWorker } from '../concurrency/run-worker';
import { kyselyStores } from '../stores';
import { testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';
import { attemptTransfers, RACE_LENDER, type TransferAttempt, type TransferOutcome } from './transfer-race';

// Buyers race through the real transferLoanNew for the same loans: on SQLite from two OS
// processes on one file, on PostgreSQL each on a pool of its own. "Same" takes loans 1–3 in
// rotated orders (on PostgreSQL this provokes deadlocks, which the unit of work retries);
// "ring" takes overlapping pairs of loans 4–7. Whatever the interleaving, a loan moves once.
const INVESTORS = ['investor-1', 'investor-2', 'investor-3', 'investor-4'];
const SAME = ['loan-1', 'loan-2', 'loan-3'];
const RING = ['loan-4', 'loan-5', 'loan-6', 'loan-7'];
const LOANS = [...SAME, ...RING];
const WORKER = resolve(import.meta.dirname, 'transfer-race-worker.ts');
const price = (investor: number, loan: number) => cents(20_000_000 + investor * 1_000 + loan);

const attempts: TransferAttempt[] = INVESTORS.flatMap((investorId, i) => [
  { investorId, loanIds: [...SAME.slice(i % 3), ...SAME.slice(0, i % 3)] },
  { investorId, loanIds: [RING[i]!, RING[(i + 1) % RING.length]!] },
]);

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'buyers racing for loans on %s',
  (_n, backend) => {
    it('moves each loan once, in one chain, and refuses the losers with "Loans already transferred"', async () => {
      const database = await backend.open({ file: true });
      const uow = kyselyUnitOfWork(database.db, database.dialect, kyselyStores);
      // Every buyer is entitled to every loan (an accepted stakeholder price) and has started due diligence.
      await uow.run(async (s) => {
        await s.loans.insertMany(LOANS.map((id) => aLoan(id)));
        for (const [i, investorId] of INVESTORS.entries()) {
          await s.dueDiligence.insert({
            id: `dd-${investorId}`,
            tapeName: TAPE,
            investorId,
            ddFirmId: 'dd-1',
            fileBlobName: 'engagement.pdf',
            startedAt: '2026-02-01T00:00:00.000Z',
          });
          for (const [l, loanId] of LOANS.entries()) {
            const accepted = { loanId, investorId, bidPriceCents: price(i, l), isAccepted: 'true' } as const;
            await s.approvals.insertStakeholderRow(row(`sr-${investorId}-${loanId}`, accepted));
          }
        }
      });

      // SQLite: half from an OS process of its own, half from this one on a connection of its own.
      const outcomes: TransferOutcome[] = (
        backend.name === 'sqlite'
          ? await Promise.all([
              runWorker<TransferOutcome[]>(WORKER, [database.url, JSON.stringify(attempts.slice(0, 4))]),
              attemptTransfers(database.url, attempts.slice(4)),
            ])
          : await Promise.all(attempts.map((a) => attemptTransfers(database.url, [a])))
      ).flat();

      for (const o of outcomes.filter((o) => !o.ok)) {
        expect(o).toMatchObject({
          code: 'TRANSFER.ALREADY_TRANSFERRED',
          message: MESSAGES.loansAlreadyTransferred,
        });
      }
      const winners = outcomes.filter((o) => o.ok);
      expect(winners.filter((w) => w.loanIds.includes('loan-1'))).toHaveLength(1);
      expect(winners.filter((w) => w.loanIds.includes('loan-4')).length).toBeLessThanOrEqual(1);
      const won = winners.flatMap((w) => w.loanIds);
      expect(new Set(won).size).toBe(won.length);

      await uow.run(async (s) => {
        for (const [l, loanId] of LOANS.entries()) {
          const winner = winners.find((w) => w.loanIds.includes(loanId));
          const history = await s.transfers.ownershipHistory(loanId);
          const loan = await s.loans.get(loanId);
          if (!winner) {
            expect([loan?.ownerId, history]).toEqual([RACE_LENDER, []]);
            continue;
          }
          const i = INVESTORS.indexOf(winner.investorId);
          expect(loan?.ownerId).toBe(winner.investorId);
          expect(history).toMatchObject([
            { fromOwnerId: RACE_LENDER, toOwnerId: winner.investorId, priceCents: price(i, l), kind: 'sale' },
          ]);
        }
      });
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true, entries: won.length });
      const notices = await database.db
        .selectFrom('outbox')
        .select('recipient')
        .where('notification_type', '=', 'notifyLoansTransferred')
        .execute();
      // The seller and the buyer, once per winning transfer: a loser leaves nothing behind.
      expect(notices).toHaveLength(2 * winners.length);
    });
  },
);
