import { describe, expect, it } from 'vitest';
import { makeLoan } from '../../../core/loans/testing/loan-samples';
import { verifyAuditChain } from '../audit/verify-audit-chain';
import { kyselyStores } from '../stores';
import { testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';
import { contend, type Win } from './contend';
import { runWorker } from './run-worker';

// Contenders race to take the same loans: on SQLite separate OS processes on one file (the
// locking that matters is between processes), on PostgreSQL separate pools in this process
// (every connection is a server process of its own). Whatever the interleaving, each loan gets
// exactly one new owner and the audit chain stays one chain.
const CONTENDERS = 3;
const ROUNDS = 4;
const LOANS = ['loan-a', 'loan-b', 'loan-c'];

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'contenders racing for the same loans on %s',
  (_name, backend) => {
    it('give each loan exactly one new owner and keep the audit chain valid', async () => {
      const database = await backend.open({ file: true });
      const uow = kyselyUnitOfWork(database.db, database.dialect, kyselyStores);
      await uow.run((s) =>
        s.loans.insertMany(
          LOANS.map((id, i) => makeLoan({ id, loanNumber: String(i), ownerId: 'lender-1' })),
        ),
      );

      const contender = (name: string) =>
        backend.name === 'sqlite'
          ? runWorker<Win[]>('contend-worker.ts', [database.url, name, LOANS.join(','), String(ROUNDS)])
          : contend(database.url, name, LOANS, ROUNDS);
      const wins = (
        await Promise.all(Array.from({ length: CONTENDERS }, (_, c) => contender(`c${c}`)))
      ).flat();

      expect(wins.map((w) => w.loanId).sort()).toEqual(LOANS);
      const owners = await uow.run((s) => s.loans.getMany(LOANS));
      for (const loan of owners) expect(wins).toContainEqual({ loanId: loan.id, investor: loan.ownerId });
      expect(await verifyAuditChain(database.db)).toMatchObject({
        ok: true,
        entries: CONTENDERS * ROUNDS * LOANS.length,
      });
      const transfers = await database.db
        .selectFrom('audit_log')
        .select('subject_id')
        .where('type', '=', 'loan.transferred')
        .execute();
      expect(transfers.map((t) => t.subject_id).sort()).toEqual(LOANS);
    });
  },
);
