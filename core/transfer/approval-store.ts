import type { PurchaseApproval, PurchaseApprovalChanges } from './purchase-approval';
import type { StakeholderRow, StakeholderRowChanges } from './stakeholder-row';

/**
 * Port of the approval part of the transfer area: stakeholder map rows and purchase approvals.
 * Uniqueness the adapter must enforce: row ids; one stakeholder row per (loanId, investorId);
 * one purchase approval per bidId. Updates are compare-and-set on `version` and bump it by one.
 */
export interface ApprovalStore {
  /** Stores a new row; false (and no change) when the investor already has a row on the loan. */
  insertStakeholderRow(row: StakeholderRow): Promise<boolean>;
  /** The rows that exist among `ids`, in no particular order. */
  stakeholderRows(ids: readonly string[]): Promise<StakeholderRow[]>;
  /** Rows of `tapeName` whose investor or lender is `userId`, oldest first (then id). */
  stakeholderRowsOnTape(tapeName: string, userId: string): Promise<StakeholderRow[]>;
  /** Every row on any of `loanIds`, in no particular order. */
  stakeholderRowsForLoans(loanIds: readonly string[]): Promise<StakeholderRow[]>;
  /** Applies `changes` if the row's version is `expectedVersion`; false (and no change) otherwise. */
  updateStakeholderRow(id: string, expectedVersion: number, changes: StakeholderRowChanges): Promise<boolean>;

  /** Stores a new purchase approval; false (and no change) when its bid already has one. */
  insertPurchaseApproval(row: PurchaseApproval): Promise<boolean>;
  /** Stores many new purchase approvals: the bid ids of those stored (a bid that already has one is skipped). */
  insertPurchaseApprovals(rows: readonly PurchaseApproval[]): Promise<string[]>;
  /** Rows where `userId` is the approver or the owner, newest createdAt first (then id descending). */
  purchaseApprovalsOf(userId: string): Promise<PurchaseApproval[]>;
  purchaseApprovalByBid(bidId: string): Promise<PurchaseApproval | null>;
  /** Every purchase approval on any of `loanIds`, newest createdAt first (then id descending). */
  purchaseApprovalsForLoans(loanIds: readonly string[]): Promise<PurchaseApproval[]>;
  /** Applies `changes` if the row's version is `expectedVersion`; false (and no change) otherwise. */
  updatePurchaseApproval(
    id: string,
    expectedVersion: number,
    changes: PurchaseApprovalChanges,
  ): Promise<boolean>;
}
