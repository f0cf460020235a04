/**
 * A completed transfer ends every consent the old owner gave on the loan: its purchase
 * approvals still pending, or approved for someone other than the buyer, become 'void', and its
 * stakeholder rows still open, or accepted for someone other than the buyer, close unaccepted.
 * The approval or price the buyer bought with stays as the record of the sale. The new owner decides afresh; nothing the old owner
 * agreed to lets anyone take the loan from the new one (transfer-price.ts checks the same from
 * the other side). Runs inside the transfer's transaction.
 */
import type { TradingStores } from '../ports/stores';
import type { PurchaseApproval } from './purchase-approval';
import type { StakeholderRow } from './stakeholder-row';

/** The parties of the transfer: the seller's consents go, the one the buyer used stays as its record. */
export interface TransferSides {
  readonly sellerId: string;
  readonly buyerId: string;
}

const liveApproval = (r: PurchaseApproval, { sellerId, buyerId }: TransferSides) =>
  r.approverId === sellerId && (r.status === 'pending' || (r.status === 'approved' && r.ownerId !== buyerId));
const liveRow = (r: StakeholderRow, { sellerId, buyerId }: TransferSides) =>
  r.lenderId === sellerId &&
  (r.status === 'pending' || (r.isAccepted === 'true' ? r.investorId !== buyerId : r.status !== 'closed'));

/** Voids the seller's consents on `loanIds`; false when a row changed under it (the caller rolls back). */
export async function voidStaleConsents(
  s: Pick<TradingStores, 'approvals'>,
  loanIds: readonly string[],
  sides: TransferSides,
  at: string,
): Promise<boolean> {
  const approvals = await s.approvals.purchaseApprovalsForLoans(loanIds);
  for (const row of approvals.filter((r) => liveApproval(r, sides))) {
    const changes = { status: 'void', isApproved: 'false', updatedAt: at } as const;
    if (!(await s.approvals.updatePurchaseApproval(row.id, row.version, changes))) return false;
  }
  const rows = await s.approvals.stakeholderRowsForLoans(loanIds);
  for (const row of rows.filter((r) => liveRow(r, sides))) {
    const changes = { status: 'closed', isAccepted: 'false', updatedAt: at } as const;
    if (!(await s.approvals.updateStakeholderRow(row.id, row.version, changes))) return false;
  }
  return true;
}
