/**
 * The loan-search benchmark's data: N loans written straight into a migrated SQLite file — one
 * prepared insert per table, one transaction — from the fixtures' tape generator, so values
 * have the spread real tapes have (FICO 600–820, LTV by purpose, HMDA fields, tape attributes).
 * Ten tapes of two lenders; about a fifth of the loans open for bidding, a few awarded, a few
 * owned by an investor after a transfer; now and then a value the tape did not report (null),
 * which no filter may match. Then `ANALYZE`, as the platform does after a bulk import.
 */
import type Database from 'better-sqlite3';
import { uuidv7 } from 'uuidv7';
import { loanToRow } from '../adapters/db/loans/loan-rows';
import { optimizeSqlite } from '../adapters/db/planner-statistics';
import type { Loan, LoanStatus } from '../core/loans/loan';
import type { Actor } from '../core/permissions/actor';
import { generateLoans, type HeaderStyle } from '../fixtures/tape-generator';
import { prng } from '../fixtures/tapes/prng';

const TAPES = 10;
const STYLES: readonly HeaderStyle[] = ['platform', 'asf', 'hmda'];
const AT = '2026-03-02T09:00:00.000Z';

// User ids in the platform's own shape (UUID v7), so indexes holding them are as wide as in production.
const user = (n: string) => `01938a5e-1c00-7000-8000-${n.padStart(12, '0')}`;
const LENDER_A = user('a1');
const LENDER_B = user('b1');
const INVESTOR_2 = user('c2');

/** The three viewers the searches run as: one sees every loan, one its own, one what is open for bidding. */
export const BENCH_ACTORS = {
  operator: { userId: user('f1'), role: 'ispadmin', persona: null, name: 'Operator' },
  lender: { userId: LENDER_A, role: 'BUSINESSUSER', persona: 'lender', name: 'Lender A' },
  investor: { userId: user('c1'), role: 'BUSINESSUSER', persona: 'investor', name: 'Investor One' },
} as const satisfies Record<string, Actor>;

/** The tape names the data holds (for tape filters). */
export const benchTapeNames = () => Array.from({ length: TAPES }, (_, t) => `Bench Tape ${t + 1}`);

function benchLoan(
  values: ReturnType<typeof generateLoans>[number],
  id: string,
  tapeName: string,
  lenderId: string,
  status: LoanStatus,
  ownerId: string,
): Loan {
  return {
    ...values,
    id,
    issuingAuthority: values.issuingAuthority ?? 'Agrifields Home Lending',
    tapeName,
    batchId: `batch-${tapeName}`,
    lenderId,
    ownerId,
    status,
    qualityFlags: [],
    createdAt: AT,
    updatedAt: AT,
  };
}

/**
 * Writes `count` loans (and their tape attributes) into `db`, a migrated platform database, in
 * one transaction, then refreshes the planner's statistics. Deterministic for a given count.
 */
export function seedBenchLoans(db: Database.Database, count: number): void {
  const [sample] = generateLoans(1);
  const columns = Object.keys(loanToRow(benchLoan(sample!, 'x', 'x', 'x', 'listed', 'x')));
  const names = columns.join(', ');
  const values = columns.map((c) => `@${c}`).join(', ');
  const loan = db.prepare(`insert into loans (${names}) values (${values})`);
  const attribute = db.prepare(
    'insert into loan_attributes (loan_id, position, name, value) values (?, ?, ?, ?)',
  );
  const rng = prng(2026);
  const perTape = Math.ceil(count / TAPES);
  // A page cache as large as the data while loading (index inserts land all over the file).
  const cacheSize = db.pragma('cache_size', { simple: true });
  db.pragma('cache_size = -1000000');
  db.transaction(() => {
    for (let t = 0; t < TAPES && t * perTape < count; t++) {
      const size = Math.min(perTape, count - t * perTape);
      const style = STYLES[t % STYLES.length]!;
      const tapeName = `Bench Tape ${t + 1}`;
      const lenderId = t < TAPES / 2 ? LENDER_A : LENDER_B;
      const drafts = generateLoans(size, { seed: 100 + t, style, loanPrefix: `T${t + 1}-` });
      for (let i = 0; i < size; i++) {
        const roll = rng.next();
        const status: LoanStatus = roll < 0.2 ? 'bidding' : roll < 0.22 ? 'awarded' : 'listed';
        const ownerId = roll > 0.99 ? INVESTOR_2 : lenderId;
        const values = notReported(drafts[i]!, style, i);
        const row = loanToRow(benchLoan(values, uuidv7(), tapeName, lenderId, status, ownerId));
        loan.run(row);
        Object.entries(values.attributes).forEach(([name, value], position) => {
          attribute.run(row.id, position, name, value);
        });
      }
    }
  })();
  db.pragma(`cache_size = ${cacheSize}`);
  optimizeSqlite(db);
}

/** HMDA registers leave some values out (`NA`, `Exempt`): a few loans of those tapes lack FICO or DTI. */
function notReported(
  values: ReturnType<typeof generateLoans>[number],
  style: HeaderStyle,
  i: number,
): ReturnType<typeof generateLoans>[number] {
  if (style !== 'hmda') return values;
  if (i % 53 === 0) return { ...values, fico: null };
  if (i % 37 === 0) return { ...values, dti: null };
  return values;
}
