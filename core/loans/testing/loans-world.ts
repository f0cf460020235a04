import { memoryAuditLog } from '../../audit/memory-audit-log';
import type { Award } from '../../bidding/bid-store';
import { cents } from '../../money/cents';
import type { Actor, LoanPersona } from '../../permissions/actor';
import { fixedClock } from '../../ports/clock';
import { sequentialIds } from '../../ports/ids';
import { MemoryDb, memoryUnitOfWork } from '../../testing/memory-db';
import { memoryTradingStores } from '../../testing/memory-trading';
import type { TradingDeps, TradingStores } from '../../trading/stores';
import type { DueDiligenceCase } from '../../transfer/due-diligence-store';
import type { Loan, Tape } from '../loan';

/**
 * A test world for the loans and analytics areas: the in-memory trading stores, with the two
 * read ports owned by other areas (due-diligence cases, awards) answered from lists the test
 * fills, so these tests depend only on those ports' declared meaning.
 */
export function loansWorld(now = '2026-01-15T12:00:00.000Z') {
  const db = new MemoryDb();
  const cases: DueDiligenceCase[] = [];
  const awards: Award[] = [];
  const stores = (tx: MemoryDb): TradingStores => {
    const base = memoryTradingStores(tx);
    return {
      ...base,
      dueDiligence: {
        ...base.dueDiligence,
        casesForTapes: async (names) => cases.filter((c) => names.includes(c.tapeName)),
      },
      bids: {
        ...base.bids,
        awardsForLoans: async (ids) => {
          const latest = new Map<string, Award>();
          for (const a of awards) {
            const seen = latest.get(a.loanId);
            if (ids.includes(a.loanId) && (!seen || seen.closedAt <= a.closedAt)) latest.set(a.loanId, a);
          }
          return [...latest.values()];
        },
      },
    };
  };
  const clock = fixedClock(now);
  const deps: TradingDeps = { uow: memoryUnitOfWork(db, stores), clock, ids: sequentialIds() };
  return {
    deps,
    clock,
    /** Committed state, read outside any transaction. */
    read: () => stores(db),
    audit: () => memoryAuditLog(db).events(),
    /** Puts loans (and their tapes, if missing) straight into the committed state. */
    async seed(loans: readonly Loan[]) {
      const s = stores(db);
      await s.loans.insertMany(loans);
      for (const loan of loans) {
        const tape: Tape = {
          name: loan.tapeName,
          lenderId: loan.lenderId,
          issuingAuthority: loan.issuingAuthority,
          loanCount: 0,
          createdAt: loan.createdAt,
        };
        await s.tapes.create(tape);
        await s.tapes.addToLoanCount(loan.tapeName, 1);
      }
    },
    addDdCase(tapeName: string, ddFirmId: string, investorId = 'investor-1') {
      cases.push({
        id: `dd-${cases.length + 1}`,
        tapeName,
        ddFirmId,
        investorId,
        fileBlobName: 'f',
        startedAt: now,
      });
    },
    addAward(loanId: string, winnerId: string, closedAt = now) {
      awards.push({ loanId, bidId: `bid-${loanId}`, winnerId, amountCents: cents(100), closedAt });
    },
  };
}

/** An actor with a loan persona (or an operator when `persona` is 'operator'). */
export function actor(userId: string, persona: LoanPersona | null | 'operator'): Actor {
  return persona === 'operator'
    ? { userId, role: 'ispadmin', persona: null, name: userId }
    : { userId, role: 'BUSINESSUSER', persona, name: userId };
}
