/**
 * Open bids for the benchmarks that need many of them (the bid close, the bidding table, bids
 * over HTTP): loans in bidding of one lender and one open bid on each, written through the
 * platform's own stores in transactions of a few thousand, so every row is what the platform
 * itself would store. Entries, where a bench needs them, are its own business.
 */
import type { Loan } from '../core/loans/loan';
import { makeLoan } from '../core/loans/testing/loan-samples';
import { cents } from '../core/money/cents';
import type { TradingStores } from '../core/ports/stores';
import type { UnitOfWork } from '../core/ports/unit-of-work';

/** What the seeded loans and bids are called and when they run. */
export interface OpenBidsOptions {
  /** Loan ids are `<loanPrefix>-<i>` (also their loan numbers, upper-cased), bid ids `<bidPrefix>-<i>`, i zero-padded. */
  readonly loanPrefix: string;
  readonly bidPrefix: string;
  readonly tapeName: string;
  /** Lender and owner of every loan, opener of every bid. */
  readonly lenderId: string;
  readonly openedAt: string;
  readonly validTill: string;
  /** Fields of loan `i` beyond the sample loan's (`makeLoan`): by default a FICO spread over 600–849. */
  readonly loanFields?: (i: number) => Partial<Loan>;
}

const CHUNK = 5_000;

/** Writes `count` loans in bidding with an open bid each; returns the bid ids in order. */
export async function seedOpenBids(
  uow: UnitOfWork<TradingStores>,
  count: number,
  o: OpenBidsOptions,
): Promise<string[]> {
  const fields = o.loanFields ?? ((i: number) => ({ fico: 600 + (i % 250) }));
  // Numbers padded to one width, so ids sort in the order they were written, as the platform's
  // UUID v7 ids do (unpadded, bid-10 would sort between bid-1 and bid-2).
  const n = (i: number) => String(i).padStart(String(Math.max(count - 1, 0)).length, '0');
  const bidIds: string[] = [];
  for (let from = 0; from < count; from += CHUNK) {
    const batch = Array.from({ length: Math.min(CHUNK, count - from) }, (_, i) => from + i);
    await uow.run(async (s) => {
      await s.loans.insertMany(
        batch.map((i) =>
          makeLoan({
            ...fields(i),
            id: `${o.loanPrefix}-${n(i)}`,
            loanNumber: `${o.loanPrefix.toUpperCase()}-${n(i)}`,
            tapeName: o.tapeName,
            lenderId: o.lenderId,
            ownerId: o.lenderId,
            status: 'bidding',
          }),
        ),
      );
      await s.bids.insertMany(
        batch.map((i) => ({
          id: `${o.bidPrefix}-${n(i)}`,
          loanId: `${o.loanPrefix}-${n(i)}`,
          tapeName: o.tapeName,
          lenderId: o.lenderId,
          status: 'open' as const,
          validTill: o.validTill,
          loanAmountCents: cents(25_000_000),
          openedBy: o.lenderId,
          openedAt: o.openedAt,
          closedAt: null,
          winnerId: null,
          winningAmountCents: null,
        })),
      );
    });
    bidIds.push(...batch.map((i) => `${o.bidPrefix}-${n(i)}`));
  }
  return bidIds;
}
