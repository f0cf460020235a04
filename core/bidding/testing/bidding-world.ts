/**
 * A small trading world for the bidding tests: a lender owning listed loans, three investors,
 * a second lender and a due-diligence firm, on the in-memory stores with a clock that moves.
 */
import { unwrap } from '../../errors/result';
import type { Loan } from '../../loans/loan';
import { makeLoan } from '../../loans/testing/loan-samples';
import { cents } from '../../money/cents';
import { fixedClock } from '../../ports/clock';
import { memoryTrading } from '../../testing/memory-trading';
import { anActor } from '../../testing/trading-actors';
import { openForBidding } from '../open-for-bidding';

export const LENDER = anActor('lender-1', 'lender', 'Lakeside Lending');
export const OTHER_LENDER = anActor('lender-2', 'lender', 'Harbor Mortgage');
export const INVESTORS = [
  anActor('investor-1', 'investor', 'Alder Capital'),
  anActor('investor-2', 'investor', 'Birch Partners'),
  anActor('investor-3', 'investor', 'Cedar Fund'),
] as const;
export const DD_FIRM = anActor('dd-1', 'due_diligence', 'Diligent Review');

export const START = '2026-03-02T09:00:00.000Z';
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A listed loan owned by `ownerId` on 'Spring Tape'; amounts and metrics vary with the index. */
export function aLoan(id: string, ownerId = LENDER.userId, index = 0, overrides: Partial<Loan> = {}): Loan {
  return makeLoan({
    id,
    loanNumber: `LN-${id}`,
    tapeName: 'Spring Tape',
    issuingAuthority: 'Lakeside Lending',
    lenderId: ownerId,
    ownerId,
    amountCents: cents(25_000_000 + index * 100_000),
    interestRate: 6.125,
    fico: 640 + ((index * 17) % 180),
    ltv: 60 + (index % 30),
    dti: 20 + (index % 25),
    createdAt: START,
    updatedAt: START,
    ...overrides,
  });
}

/** The world: `loanCount` listed loans of LENDER (`loan-1` …) and one of OTHER_LENDER (`other-loan`). */
export async function biddingWorld(options: { loanCount?: number } = {}) {
  const clock = fixedClock(START);
  const world = memoryTrading({ clock });
  for (const actor of [LENDER, OTHER_LENDER, ...INVESTORS, DD_FIRM]) {
    world.addParty({
      userId: actor.userId,
      name: actor.name,
      email: `${actor.userId}@demo.test`,
      persona: actor.persona,
    });
  }
  const loanIds = Array.from({ length: options.loanCount ?? 3 }, (_, i) => `loan-${i + 1}`);
  const loans = [
    ...loanIds.map((id, i) => aLoan(id, LENDER.userId, i)),
    aLoan('other-loan', OTHER_LENDER.userId),
  ];
  await world.read().loans.insertMany(loans);
  return { ...world, clock, loanIds };
}

/** An ISO instant `ms` after START. */
export const at = (ms: number): string => new Date(Date.parse(START) + ms).toISOString();

/** Opens `loanIds` of LENDER until `endsIn` ms after START; returns the bid id of each loan. */
export async function openLoans(
  world: Awaited<ReturnType<typeof biddingWorld>>,
  loanIds: readonly string[],
  endsIn: number,
): Promise<Record<string, string>> {
  const opened = unwrap(
    await openForBidding(world.deps, LENDER, { loanIds: [...loanIds], validTill: at(endsIn) }),
  );
  return Object.fromEntries(opened.bids.map((b) => [b.loanId, b.id]));
}
