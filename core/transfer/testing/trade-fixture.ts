/**
 * A small trading world for the tests of the stipulation, document and transfer use cases: the
 * in-memory deps of `memoryTrading`, the usual cast of parties, and seeding helpers that write
 * through the store ports (loans, awards, due-diligence cases) so the fakes' own rules apply.
 */
import type { Loan } from '../../loans/loan';
import { type Cents, cents } from '../../money/cents';
import type { Actor, LoanPersona } from '../../permissions/actor';
import { fixedClock } from '../../ports/clock';
import { memoryTrading } from '../../testing/memory-trading';
import type { TradingDeps, TradingStores } from '../../trading/stores';

const actor = (userId: string, persona: LoanPersona, name: string): Actor => ({
  userId,
  role: 'BUSINESSADMIN',
  persona,
  name,
});

/** The cast: one lender, two investors, two due-diligence firms, a rating agency. */
export const LENDER = actor('lender-1', 'lender', 'Acme Lending');
export const INVESTOR = actor('investor-1', 'investor', 'Blue Fund');
export const INVESTOR2 = actor('investor-2', 'investor', 'Green Capital');
export const DD_FIRM = actor('dd-1', 'due_diligence', 'Clear Review');
export const DD_FIRM2 = actor('dd-2', 'due_diligence', 'Second Look');
export const RATING = actor('rating-1', 'rating_agency', 'Star Ratings');
export const CAST = [LENDER, INVESTOR, INVESTOR2, DD_FIRM, DD_FIRM2, RATING] as const;

export const TAPE = 'Tape A';

/** A listed loan of `LENDER` on `TAPE`; override what the test is about. */
export function aLoan(id: string, over: Partial<Loan> = {}): Loan {
  return {
    id,
    loanNumber: `LN-${id}`,
    tapeName: TAPE,
    batchId: 'batch-1',
    issuingAuthority: 'FNMA',
    lenderId: LENDER.userId,
    ownerId: LENDER.userId,
    status: 'listed',
    amountCents: cents(25_000_000),
    interestRate: 6.5,
    fico: 740,
    ltv: 80,
    cltv: null,
    dti: 35,
    tenureMonths: 360,
    occupancy: 'Primary',
    propertyType: 'SFR',
    purpose: 'Purchase',
    program: null,
    qmStatus: 'QM',
    maturityDate: '2056-01-01',
    firstPaymentDate: '2026-02-01',
    escrowBalanceCents: null,
    units: 1,
    appraisedValueCents: cents(31_250_000),
    borrower: {
      id: 'b-1',
      firstName: 'Jane',
      lastName: 'Doe',
      monthlyIncomeCents: cents(900_000),
      monthlyDebtCents: cents(300_000),
      ethnicity: null,
      race: null,
      gender: null,
    },
    attributes: {},
    qualityFlags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
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
    /** Records a closed bid's award (the bidding area's close does this in production). */
    award: (
      loanId: string,
      winnerId: string,
      amount: Cents = cents(24_000_000),
      bidId = `bid-${loanId}`,
      closedAt = '2026-01-14T00:00:00.000Z',
    ) => seed((s) => s.bids.insertAward({ loanId, bidId, winnerId, amountCents: amount, closedAt })),
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
    loan: async (id: string) => (await world.read().loans.get(id))!,
    notifications: (to?: string) => world.outbox().filter((m) => to === undefined || m.to === to),
  };
}

export type TradeFixture = ReturnType<typeof tradeFixture>;

/**
 * Deps whose stores are changed by `patch` inside every transaction — to play the other side
 * of a race (a read that is already stale when the write comes).
 */
export function patchStores(
  deps: TradingDeps,
  patch: (s: TradingStores) => Partial<TradingStores>,
): TradingDeps {
  return { ...deps, uow: { run: (work) => deps.uow.run((s) => work({ ...s, ...patch(s) })) } };
}
