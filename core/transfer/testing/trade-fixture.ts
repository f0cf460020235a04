/**
 * A small trading world for the tests of the stipulation, document and transfer use cases: the
 * in-memory deps of `memoryTrading`, the usual cast of parties, and seeding helpers that write
 * through the store ports (loans, awards, due-diligence cases) so the fakes' own rules apply.
 */
import { recordUploads } from '../../documents/testing/uploads';
import type { Loan } from '../../loans/loan';
import { makeLoan } from '../../loans/testing/loan-samples';
import { type Cents, cents } from '../../money/cents';
import { fixedClock } from '../../ports/clock';
import type { TradingStores } from '../../ports/stores';
import { memoryTrading } from '../../testing/memory-trading';
import { anActor } from '../../testing/trading-actors';

/** The cast: one lender, two investors, two due-diligence firms, a rating agency. */
export const LENDER = anActor('lender-1', 'lender', 'Acme Lending');
export const INVESTOR = anActor('investor-1', 'investor', 'Blue Fund');
export const INVESTOR2 = anActor('investor-2', 'investor', 'Green Capital');
export const DD_FIRM = anActor('dd-1', 'due_diligence', 'Clear Review');
export const DD_FIRM2 = anActor('dd-2', 'due_diligence', 'Second Look');
export const RATING = anActor('rating-1', 'rating_agency', 'Star Ratings');
export const CAST = [LENDER, INVESTOR, INVESTOR2, DD_FIRM, DD_FIRM2, RATING] as const;

export const TAPE = 'Tape A';

/** A listed loan of `LENDER` on `TAPE`; override what the test is about. */
export function aLoan(id: string, over: Partial<Loan> = {}): Loan {
  return makeLoan({ id, loanNumber: `LN-${id}`, tapeName: TAPE, issuingAuthority: 'FNMA', ...over });
}

/** The in-memory world, with the cast registered in the party directory. */
export function tradeFixture(now = '2026-01-15T12:00:00.000Z') {
  const clock = fixedClock(now);
  const world = memoryTrading({ clock });
  for (const a of CAST)
    world.addParty({ userId: a.userId, name: a.name, email: `${a.userId}@demo.test`, persona: a.persona });
  const seed = <T>(work: (s: TradingStores) => Promise<T>) => world.deps.uow.run(work);
  return {
    ...world,
    /** The fixed clock, movable with `advance` and `set`. */
    clock,
    seed,
    /** Inserts loans, creating their tapes on first use. */
    addLoans: (...loans: Loan[]) =>
      seed(async (s) => {
        for (const loan of loans) {
          await s.tapes.create({
            name: loan.tapeName,
            lenderId: loan.lenderId,
            issuingAuthority: loan.issuingAuthority,
            loanCount: 0,
            createdAt: loan.createdAt,
          });
        }
        await s.loans.insertMany(loans);
      }),
    /**
     * Records a closed bid's award and moves a listed loan to awarded (the bidding area's close
     * does this in production; it also opens the purchase approval, which tests add themselves).
     */
    award: (
      loanId: string,
      winnerId: string,
      amount: Cents = cents(24_000_000),
      bidId = `bid-${loanId}`,
      closedAt = '2026-01-14T00:00:00.000Z',
    ) =>
      seed(async (s) => {
        await s.bids.insertAward({ loanId, bidId, winnerId, amountCents: amount, closedAt });
        await s.loans.setStatus(loanId, 'listed', 'awarded', closedAt);
      }),
    /** Gives `investorId` a stake in the loan's tape: a pending price sent to its owner (a stakeholder row). */
    priceLoan: (loanId: string, investorId = INVESTOR.userId, priceCents: Cents = cents(23_000_000)) =>
      seed(async (s) => {
        const loan = (await s.loans.get(loanId))!;
        await s.approvals.insertStakeholderRow({
          id: `row-${loanId}-${investorId}`,
          loanId,
          tapeName: loan.tapeName,
          investorId,
          lenderId: loan.ownerId,
          bidPriceCents: priceCents,
          status: 'pending',
          retain: false,
          isAccepted: 'false',
          validTill: '2026-01-22T12:00:00.000Z',
          mappingName: 'default',
          createdAt: now,
          updatedAt: now,
          version: 1,
        });
      }),
    /** Opens a due-diligence case directly (the use case is tested on its own). */
    startDd: (investorId = INVESTOR.userId, ddFirmId = DD_FIRM.userId, tapeName = TAPE) =>
      seed((s) =>
        s.dueDiligence.insert({
          id: `dd-${tapeName}-${investorId}`,
          tapeName,
          investorId,
          ddFirmId,
          fileBlobName: 'engagement.pdf',
          startedAt: '2026-01-14T00:00:00.000Z',
        }),
      ),
    /** Records that `userId` uploaded the files of `labels` (so it may cite them); answers their blob names. */
    uploads: (userId: string, ...labels: string[]) => recordUploads(world.deps, [userId], labels),
    loan: async (id: string) => (await world.read().loans.get(id))!,
    notifications: (to?: string) => world.outbox().filter((m) => to === undefined || m.to === to),
  };
}

export type TradeFixture = ReturnType<typeof tradeFixture>;
