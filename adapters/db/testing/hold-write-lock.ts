/**
 * Another process for SQLite lock tests: `hold-write-lock.ts <file> <ms>` takes the write lock
 * of `file`, prints `locked`, holds the lock for `ms`, then writes loan `z` through the
 * unit of work (which, if the parent holds the lock by then, has to wait its turn) and exits.
 */
import SQLite from 'better-sqlite3';
import { makeLoan } from '../../../core/loans/testing/loan-samples';
import { openDatabase } from '../connection';
import { kyselyUnitOfWork } from '../unit-of-work';
import { loansAndTx } from './two-loans';

const [file, ms] = process.argv.slice(2);
const raw = new SQLite(file!, { timeout: 0 });
raw.exec('begin immediate');
process.stdout.write('locked\n');
await new Promise((resolve) => setTimeout(resolve, Number(ms)));
raw.exec('commit');
raw.close();
const connection = openDatabase(`sqlite:${file}`);
await kyselyUnitOfWork(connection.db, 'sqlite', loansAndTx).run((s) =>
  s.loans.insertMany([makeLoan({ id: 'z', loanNumber: '99' })]),
);
await connection.close();
