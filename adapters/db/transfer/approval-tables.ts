import { col } from '../columns';

/**
 * The approval tables as the code expects them now (see `schema.ts`): stakeholder map rows (one
 * per investor and loan) and purchase approvals (one per awarded bid). `version` is the
 * compare-and-set counter every update checks and bumps. Flags the spec keeps as the strings
 * 'true'/'false' stay text; `retain` is 0/1.
 */
export const approvalTables = {
  stakeholder_rows: {
    id: col.id(),
    loan_id: col.text(),
    tape_name: col.text(),
    investor_id: col.text(),
    lender_id: col.text(),
    bid_price_cents: col.money(),
    /** 'pending' | 'inprogress' | 'closed'. */
    status: col.text(),
    retain: col.integer(),
    is_accepted: col.text(),
    valid_till: col.timestamp(),
    mapping_name: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
    version: col.integer(),
  },
  purchase_approvals: {
    id: col.id(),
    bid_id: col.text(),
    loan_id: col.text(),
    tape_name: col.text(),
    loan_amount_cents: col.money(),
    creator_bid_cents: col.money(),
    is_approved: col.text(),
    /** 'pending' | 'approved' | 'rejected'. */
    status: col.text(),
    approver_id: col.text(),
    owner_id: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
    version: col.integer(),
  },
} as const;
