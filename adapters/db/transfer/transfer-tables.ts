import { col } from '../columns';

/**
 * The transfer area's records as the code expects them now (see `schema.ts`):
 * due-diligence cases (one per investor and tape), the append-only ownership history and
 * reprices, and the one current servicing assignment of each loan. Loan ids carry no foreign
 * key: like the in-memory stores, a record may name a loan of any tape, and history outlives
 * nothing it refers to.
 */
export const transferTables = {
  dd_cases: {
    id: col.id(),
    tape_name: col.text(),
    investor_id: col.text(),
    dd_firm_id: col.text(),
    file_blob_name: col.text(),
    started_at: col.timestamp(),
  },
  ownership_changes: {
    id: col.id(),
    loan_id: col.text(),
    tape_name: col.text(),
    from_owner_id: col.text(),
    to_owner_id: col.text(),
    /** Null for an aggregator transfer (no sale, no price). */
    price_cents: col.money({ nullable: true }),
    settlement_date: col.date(),
    /** 'sale' | 'aggregator'. */
    kind: col.text(),
    actor_id: col.text(),
    transferred_at: col.timestamp(),
  },
  reprices: {
    id: col.id(),
    loan_id: col.text(),
    investor_id: col.text(),
    reason: col.text(),
    previous_price_cents: col.money(),
    new_price_cents: col.money(),
    at: col.timestamp(),
  },
  servicing_assignments: {
    loan_id: col.text({ primaryKey: true }),
    servicer_id: col.text(),
    servicing_price_cents: col.money(),
    assigned_by: col.text(),
    assigned_at: col.timestamp(),
  },
} as const;
