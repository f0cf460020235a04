import { cents } from '../../money/cents';
import type { Actor, LoanPersona } from '../../permissions/actor';
import { fixedClock } from '../../ports/clock';
import { memoryTrading } from '../../testing/memory-trading';
import { anActor, anOperator } from '../../testing/trading-actors';
import type { Loan, Tape } from '../loan';

/**
 * A test world for the loans and analytics areas: the in-memory trading stores of
 * `memoryTrading`, with helpers that seed loans, due-diligence cases and awards straight into
 * the committed state through the store ports, so the fakes' own rules apply.
 */
export function loansWorld(now = '2026-01-15T12:00:00.000Z') {
  const clock = fixedClock(now);
  const world = memoryTrading({ clock });
  let awards = 0;
  return {
    ...world,
    clock,
    /** Puts loans (and their tapes, if missing) straight into the committed state. */
    async seed(loans: readonly Loan[]) {
      const s = world.read();
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
    /** Opens a due-diligence case of `investorId` with `ddFirmId` on `tapeName`. */
    addDdCase: (tapeName: string, ddFirmId: string, investorId = 'investor-1') =>
      world.read().dueDiligence.insert({
        id: `dd-${tapeName}-${investorId}`,
        tapeName,
        ddFirmId,
        investorId,
        fileBlobName: 'f',
        startedAt: now,
      }),
    /** Records an award of `loanId` to `winnerId` (each on a bid of its own). */
    addAward: (loanId: string, winnerId: string, closedAt = now) =>
      world.read().bids.insertAward({
        loanId,
        bidId: `bid-${loanId}-${++awards}`,
        winnerId,
        amountCents: cents(100),
        closedAt,
      }),
  };
}

/** An actor with a loan persona (or an operator when `persona` is 'operator'). */
export function actor(userId: string, persona: LoanPersona | null | 'operator'): Actor {
  return persona === 'operator' ? anOperator(userId) : anActor(userId, persona);
}
