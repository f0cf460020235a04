import type { MemoryDb } from '../testing/memory-db';
import type { Loan } from './loan';
import { searchLoansIn, tapeCountsIn } from './loan-query';
import type { LoanStore } from './loan-store';
import { POOL_TABLE, poolKey } from './memory-pool-store';
import type { PoolEntry } from './pool-store';

const byTapeNumber = (tapeName: string, loanNumber: string) => JSON.stringify([tapeName, loanNumber]);

/** In-memory `LoanStore` for core tests; passes the same contract suite as the database adapters. */
export function memoryLoanStore(db: MemoryDb): LoanStore {
  const loans = db.table<Loan>('loans');
  // The unique index on (tapeName, loanNumber), kept beside the rows as a database would.
  const numbers = db.table<string>('loans_by_tape_number');
  const pool = db.table<PoolEntry>(POOL_TABLE);
  const pooled = (userId: string, loanId: string) => pool.get(poolKey(userId, loanId))?.status === 'Added';
  return {
    async get(id) {
      return loans.get(id) ?? null;
    },
    async getMany(ids) {
      return [...new Set(ids)].flatMap((id) => loans.get(id) ?? []);
    },
    async summaries(ids) {
      return [...new Set(ids)].flatMap((id) => {
        const l = loans.get(id);
        return l
          ? [
              {
                id,
                status: l.status,
                ownerId: l.ownerId,
                tapeName: l.tapeName,
                loanNumber: l.loanNumber,
                amountCents: l.amountCents,
              },
            ]
          : [];
      });
    },
    async insertMany(rows) {
      for (const loan of rows) {
        const key = byTapeNumber(loan.tapeName, loan.loanNumber);
        if (loans.has(loan.id)) throw new Error(`duplicate loan id ${loan.id}`);
        if (numbers.has(key)) throw new Error(`duplicate loan number ${loan.loanNumber} in ${loan.tapeName}`);
        loans.put(loan.id, loan);
        numbers.put(key, loan.id);
      }
    },
    async setStatus(id, from, to, at) {
      const loan = loans.get(id);
      if (!loan || loan.status !== from) return false;
      loans.put(id, { ...loan, status: to, updatedAt: at });
      return true;
    },
    async setStatusMany(ids, from, to, at) {
      let moved = 0;
      for (const id of new Set(ids)) {
        const loan = loans.get(id);
        if (loan?.status !== from) continue;
        loans.put(id, { ...loan, status: to, updatedAt: at });
        moved += 1;
      }
      return moved;
    },
    async setOwner(id, from, to, at) {
      const loan = loans.get(id);
      if (!loan || loan.ownerId !== from) return false;
      loans.put(id, { ...loan, ownerId: to, updatedAt: at });
      return true;
    },
    async search(query) {
      return searchLoansIn(loans.all(), query, pooled);
    },
    async countByTape(visibility) {
      return tapeCountsIn(loans.all(), visibility);
    },
    async byLoanNumbers(tapeName, loanNumbers) {
      return [...new Set(loanNumbers)].flatMap((n) => {
        const id = numbers.get(byTapeNumber(tapeName, n));
        return id === undefined ? [] : (loans.get(id) ?? []);
      });
    },
    async idsWithStatus(status) {
      return loans
        .all()
        .filter((loan) => loan.status === status)
        .map((loan) => loan.id)
        .sort();
    },
    async updateDetails(id, expected, details, at) {
      const loan = loans.get(id);
      if (!loan || loan.status !== expected.status || loan.ownerId !== expected.ownerId) return false;
      if (details.loanNumber !== loan.loanNumber) throw new Error(`loan number of ${id} cannot change`);
      loans.put(id, { ...loan, ...details, updatedAt: at });
      return true;
    },
    async setQualityFlags(tapeName, loanNumber, expected, flags, at) {
      const id = numbers.get(byTapeNumber(tapeName, loanNumber));
      const loan = id === undefined ? undefined : loans.get(id);
      if (!loan || loan.status !== expected.status || loan.ownerId !== expected.ownerId) return false;
      loans.put(loan.id, { ...loan, qualityFlags: [...flags], updatedAt: at });
      return true;
    },
  };
}
