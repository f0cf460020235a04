/**
 * One price of the stakeholder grid (stakeholder-prices.ts): an existing row of the investor's
 * is re-priced, whether or not it still sees the loan (the row is its part in it); a new row is
 * made only on a loan the investor may see — any other answers exactly as a missing loan, for
 * a row is a stake in the tape, and a stake opens due diligence on every borrower of it.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Loan } from '../loans/loan';
import type { TradeTx } from '../ports/trade-tx';
import { approvalErrors } from './approval.errors';
import type { StakeholderRow } from './stakeholder-row';
import { canEditStakeholderPrice } from './stakeholder-rules';

/** One price: `id` of an existing row, or `loanId` for the investor's row on that loan. */
export interface StakeholderPrice {
  readonly id?: string | null;
  readonly loanId?: string | null;
  /** Dollars as typed (`bidPrice`). */
  readonly bidPrice: string | number | null;
}

/** What every price of one call shares; `sees` tells whether the investor may see a loan. */
export type PriceTerms = Pick<StakeholderRow, 'validTill' | 'mappingName'> & {
  readonly sees: (loan: Loan) => Promise<boolean>;
};

/** Prices one row: the investor's existing row updated, or a new one on a loan it may see. */
export async function priceRow(
  tx: TradeTx,
  price: StakeholderPrice,
  bidPriceCents: StakeholderRow['bidPriceCents'],
  { validTill, mappingName, sees }: PriceTerms,
): Promise<Result<StakeholderRow, DomainError>> {
  const { s, actor, at } = tx;
  const existing = price.id
    ? (await s.approvals.stakeholderRows([price.id]))[0]
    : (await s.approvals.stakeholderRowsForLoans([price.loanId ?? ''])).find(
        (r) => r.investorId === actor.userId,
      );
  if (price.id && existing?.investorId !== actor.userId)
    return err(approvalErrors.rowNotFound({ id: price.id }));
  if (existing) {
    if (!canEditStakeholderPrice(existing, actor))
      return err(approvalErrors.priceLocked({ id: existing.id }));
    // A new price is an offer to whoever owns the loan now (it may have changed owner since the
    // row was made); one cannot price a loan one has come to own.
    const current = await s.loans.get(existing.loanId);
    if (!current) return err(approvalErrors.loanNotFound({ loanId: existing.loanId }));
    if (current.ownerId === actor.userId) return err(approvalErrors.ownLoan({ loanId: current.id }));
    const changes = {
      bidPriceCents,
      lenderId: current.ownerId,
      status: 'pending',
      validTill,
      updatedAt: at,
    } as const;
    if (!(await s.approvals.updateStakeholderRow(existing.id, existing.version, changes))) {
      return err(approvalErrors.stakeholderChanged({ id: existing.id }));
    }
    return ok({ ...existing, ...changes, version: existing.version + 1 });
  }
  const loan = price.loanId ? await s.loans.get(price.loanId) : null;
  if (!loan || !(await sees(loan))) return err(approvalErrors.loanNotFound({ loanId: price.loanId ?? null }));
  if (loan.ownerId === actor.userId) return err(approvalErrors.ownLoan({ loanId: loan.id }));
  const row: StakeholderRow = {
    id: tx.nextId(),
    loanId: loan.id,
    tapeName: loan.tapeName,
    investorId: actor.userId,
    lenderId: loan.ownerId,
    bidPriceCents,
    status: 'pending',
    retain: false,
    isAccepted: 'false',
    validTill,
    mappingName,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  if (!(await s.approvals.insertStakeholderRow(row)))
    return err(approvalErrors.stakeholderChanged({ loanId: loan.id }));
  return ok(row);
}
