/**
 * The guards of a transfer (spec §4 "Transfer blocked until due diligence started and
 * completed … and when loans already transferred"), checked in this order inside the transfer's
 * transaction: every loan still owned by the lender ('Loans already transferred'), none open for
 * bidding, the buyer entitled to each loan by the current owner's consent (sales only,
 * `salePrice`), a due-diligence case of the investor on every tape ('Please start the Due
 * Diligence process for {tape}'), and every stipulation of the buyer's due diligence on each
 * tape closed — on all the tape's loans, not only the ones moving, as the text says ('Please
 * complete the Due Diligence process for all loans in {tape} …') — as well as every thread on
 * the moving loans themselves. A thread belongs to the buyer's due diligence when the buyer is
 * one of its parties (the queries between the buyer and its firm, or the lender). A firm works
 * for several investors, and a thread between a firm and the lender names no investor, so those
 * threads count only on the moving loans: another investor's open queries on the tape do not
 * hold this buyer's purchase up.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Loan } from '../loans/loan';
import type { Cents } from '../money/cents';
import type { TradingStores } from '../ports/stores';
import { saleStandings } from './sale-standing';
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
    };
    const standings = await saleStandings(s, loans);
    for (const loan of loans) {
      const price = salePrice(standings.get(loan.id)!, investorId, evidence);
      if (!price.ok) {
        // Under READ COMMITTED a racing sale may have committed between our read of the loans
        // and of the evidence (voiding it): name what really happened.
        const fresh = await s.loans.getMany(ids);
        const gone = fresh.filter((l) => l.ownerId !== lenderId).map((l) => l.id);
        if (gone.length > 0) return err(transferErrors.alreadyTransferred(gone));
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

  for (const tape of tapes) {
    const open = (await s.stipulations.forTape(tape)).filter(
      (t) =>
        !t.closed &&
        (ids.includes(t.loanId) || t.partyA.userId === investorId || t.partyB.userId === investorId),
    );
    if (open.length > 0)
      return err(
        transferErrors.ddIncomplete(
          tape,
          open.map((t) => t.id),
        ),
      );
  }
  return ok(prices);
}
