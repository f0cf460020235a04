/**
 * Reads where loans stand for a sale (`SaleStanding`, transfer-price.ts): each loan with its
 * latest award and the instant it last changed owner, inside the caller's transaction.
 */
import type { Loan } from '../loans/loan';
import type { TradingStores } from '../ports/stores';
import type { SaleStanding } from './transfer-price';

/** The standing of each of `loans`, keyed by loan id. */
export async function saleStandings(
  s: Pick<TradingStores, 'bids' | 'transfers'>,
  loans: readonly Loan[],
): Promise<Map<string, SaleStanding>> {
  const awards = await s.bids.awardsForLoans(loans.map((l) => l.id));
  const standings = new Map<string, SaleStanding>();
  for (const loan of loans) {
    const history = await s.transfers.ownershipHistory(loan.id);
    standings.set(loan.id, {
      loan,
      latestAward: awards.find((a) => a.loanId === loan.id) ?? null,
      lastChangeAt: history.at(-1)?.transferredAt ?? null,
    });
  }
  return standings;
}

/** The standing of one loan. */
export async function saleStanding(
  s: Pick<TradingStores, 'bids' | 'transfers'>,
  loan: Loan,
): Promise<SaleStanding> {
  return (await saleStandings(s, [loan])).get(loan.id)!;
}
