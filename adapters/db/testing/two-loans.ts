import type { Kysely } from 'kysely';
import { makeLoan } from '../../../core/loans/testing/loan-samples';
import type { DialectName } from '../dialect';
import { kyselyLoanStore } from '../loans/kysely-loan-store';
import type { Database } from '../schema';
import { kyselyUnitOfWork, type UnitOfWorkOptions } from '../unit-of-work';
import type { TestBackend } from './test-databases';

/** Stores for unit-of-work tests: the loan store plus the raw transaction handle. */
export const loansAndTx = (tx: Kysely<Database>, dialect: DialectName) => ({
  tx,
  loans: kyselyLoanStore(tx, dialect),
});

/**
 * A fresh database on `backend` holding loans `a` and `b` (listed, owned by lender-1), its unit
 * of work, and `status(id)` to read a loan's committed status.
 */
export async function twoLoans(backend: TestBackend, options: UnitOfWorkOptions = {}) {
  const database = await backend.open();
  const uow = kyselyUnitOfWork(database.db, database.dialect, loansAndTx, options);
  await uow.run((s) =>
    s.loans.insertMany([makeLoan({ id: 'a', loanNumber: '1' }), makeLoan({ id: 'b', loanNumber: '2' })]),
  );
  const status = async (id: string) => (await uow.run((s) => s.loans.get(id)))?.status;
  return { database, uow, status };
}
