/**
 * The guards of a transfer (spec §4 "Transfer blocked until due diligence started and
 * completed … and when loans already transferred"), checked in this order inside the transfer's
 * transaction: every loan still owned by the lender ('Loans already transferred'), none open for
 * bidding, the buyer entitled to each loan (sales only, `salePrice`), a due-diligence case of
 * the investor on every tape ('Please start the Due Diligence process for {tape}'), and every
 * stipulation on the loans closed ('Please complete the Due Diligence process …').
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Loan } from '../loans/loan';
import type { Cents } from '../money/cents';
import type { TradingStores } from '../trading/stores';
import { transferErrors } from './transfer.errors';
import { salePrice } from './transfer-price';
import type { TransferKind } from './transfer-records';

export interface TransferParties {
  readonly lenderId: string;
  readonly investorId: string;
  readonly kind: TransferKind;
}

/** Checks every guard; the price per loan id (null for an aggregator transfer) when all pass. */
export async function checkTransfer(
  s: TradingStores,
  loans: readonly Loan[],
  { lenderId, investorId, kind }: TransferParties,
): Promise<Result<ReadonlyMap<string, Cents | null>, DomainError>> {
  const ids = loans.map((l) => l.id);
  const taken = loans.filter((l) => l.ownerId !== lenderId);
  if (taken.length > 0) return err(transferErrors.alreadyTransferred(taken.map((l) => l.id)));
  const bidding = loans.find((l) => l.status === 'bidding');
  if (bidding) return err(transferErrors.openForBidding(bidding.id));

  const prices = new Map<string, Cents | null>();
  if (kind === 'sale') {
    const evidence = {
      approvals: await s.approvals.purchaseApprovalsForLoans(ids),
      stakeholderRows: await s.approvals.stakeholderRowsForLoans(ids),
      awards: await s.bids.awardsForLoans(ids),
    };
    for (const loan of loans) {
      const price = salePrice(loan.id, investorId, evidence);
      if (!price.ok) {
        return err(
          price.reason === 'not_won'
            ? transferErrors.notWon(loan.id)
            : transferErrors.purchaseNotApproved(loan.id),
        );
      }
      prices.set(loan.id, price.priceCents);
    }
  } else {
    for (const loan of loans) prices.set(loan.id, null);
  }

  const tapes = [...new Set(loans.map((l) => l.tapeName))].sort();
  const cases = await s.dueDiligence.casesForTapes(tapes);
  const withoutDd = tapes.find((t) => !cases.some((c) => c.tapeName === t && c.investorId === investorId));
  if (withoutDd !== undefined) return err(transferErrors.ddNotStarted(withoutDd));

  const open = (await s.stipulations.forLoans(ids)).filter((t) => !t.closed);
  const firstOpen = open[0];
  if (firstOpen) {
    const onTape = open.filter((t) => t.tapeName === firstOpen.tapeName).map((t) => t.id);
    return err(transferErrors.ddIncomplete(firstOpen.tapeName, onTape));
  }
  return ok(prices);
}
