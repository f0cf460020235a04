import type { MemoryDb } from '../testing/memory-db';
import type { Loan } from './loan';
import type { LoanStore } from './loan-store';

/** In-memory `LoanStore` for core tests; passes the same contract suite as the database adapters. */
export function memoryLoanStore(db: MemoryDb): LoanStore {
  const loans = db.table<Loan>('loans');
  return {
    async get(id) {
      return loans.get(id) ?? null;
    },
    async getMany(ids) {
      return ids.flatMap((id) => loans.get(id) ?? []);
    },
    async insertMany(rows) {
      for (const loan of rows) {
        if (loans.has(loan.id)) throw new Error(`duplicate loan id ${loan.id}`);
        loans.put(loan.id, loan);
      }
    },
    async setStatus(id, from, to, at) {
      const loan = loans.get(id);
      if (!loan || loan.status !== from) return false;
      loans.put(id, { ...loan, status: to, updatedAt: at });
      return true;
    },
    async setOwner(id, from, to, at) {
      const loan = loans.get(id);
      if (!loan || loan.ownerId !== from) return false;
      loans.put(id, { ...loan, ownerId: to, updatedAt: at });
      return true;
    },
  };
}
