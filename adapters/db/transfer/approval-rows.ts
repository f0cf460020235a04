import type { Insertable, Selectable, Updateable } from 'kysely';
import { cents } from '../../../core/money/cents';
import type {
  PurchaseApproval,
  PurchaseApprovalChanges,
  PurchaseStatus,
} from '../../../core/transfer/purchase-approval';
import type {
  StakeholderRow,
  StakeholderRowChanges,
  StakeholderStatus,
} from '../../../core/transfer/stakeholder-row';
import type { Database } from '../schema';

/** Stakeholder rows and purchase approvals ↔ their table rows; `changes` map only the keys they hold. */
type StakeholderTable = Database['stakeholder_rows'];
type ApprovalTable = Database['purchase_approvals'];

/** `version` is a compare-and-set counter: refuse what SQLite would silently store. */
function whole(n: number): number {
  if (!Number.isSafeInteger(n)) throw new RangeError(`version must be a whole number, got ${n}`);
  return n;
}

type Flag = 'true' | 'false';

export const stakeholderToRow = (r: StakeholderRow): Insertable<StakeholderTable> => ({
  id: r.id,
  loan_id: r.loanId,
  tape_name: r.tapeName,
  investor_id: r.investorId,
  lender_id: r.lenderId,
  bid_price_cents: cents(r.bidPriceCents),
  status: r.status,
  retain: r.retain ? 1 : 0,
  is_accepted: r.isAccepted,
  valid_till: r.validTill,
  mapping_name: r.mappingName,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
  version: whole(r.version),
});

export const rowToStakeholder = (r: Selectable<StakeholderTable>): StakeholderRow => ({
  id: r.id,
  loanId: r.loan_id,
  tapeName: r.tape_name,
  investorId: r.investor_id,
  lenderId: r.lender_id,
  bidPriceCents: cents(r.bid_price_cents),
  status: r.status as StakeholderStatus,
  retain: r.retain === 1,
  isAccepted: r.is_accepted as Flag,
  validTill: r.valid_till,
  mappingName: r.mapping_name,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  version: r.version,
});

export function stakeholderChanges(c: StakeholderRowChanges): Updateable<StakeholderTable> {
  const set: Updateable<StakeholderTable> = {};
  if (c.bidPriceCents !== undefined) set.bid_price_cents = cents(c.bidPriceCents);
  if (c.lenderId !== undefined) set.lender_id = c.lenderId;
  if (c.status !== undefined) set.status = c.status;
  if (c.retain !== undefined) set.retain = c.retain ? 1 : 0;
  if (c.isAccepted !== undefined) set.is_accepted = c.isAccepted;
  if (c.validTill !== undefined) set.valid_till = c.validTill;
  if (c.updatedAt !== undefined) set.updated_at = c.updatedAt;
  return set;
}

export const approvalToRow = (a: PurchaseApproval): Insertable<ApprovalTable> => ({
  id: a.id,
  bid_id: a.bidId,
  loan_id: a.loanId,
  tape_name: a.tapeName,
  loan_amount_cents: cents(a.loanAmountCents),
  creator_bid_cents: cents(a.creatorBidCents),
  is_approved: a.isApproved,
  status: a.status,
  approver_id: a.approverId,
  owner_id: a.ownerId,
  created_at: a.createdAt,
  updated_at: a.updatedAt,
  version: whole(a.version),
});

export const rowToApproval = (r: Selectable<ApprovalTable>): PurchaseApproval => ({
  id: r.id,
  bidId: r.bid_id,
  loanId: r.loan_id,
  tapeName: r.tape_name,
  loanAmountCents: cents(r.loan_amount_cents),
  creatorBidCents: cents(r.creator_bid_cents),
  isApproved: r.is_approved as Flag,
  status: r.status as PurchaseStatus,
  approverId: r.approver_id,
  ownerId: r.owner_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  version: r.version,
});

export function approvalChanges(c: PurchaseApprovalChanges): Updateable<ApprovalTable> {
  const set: Updateable<ApprovalTable> = {};
  if (c.creatorBidCents !== undefined) set.creator_bid_cents = cents(c.creatorBidCents);
  if (c.isApproved !== undefined) set.is_approved = c.isApproved;
  if (c.status !== undefined) set.status = c.status;
  if (c.updatedAt !== undefined) set.updated_at = c.updatedAt;
  return set;
}
