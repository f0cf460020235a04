import type { Insertable, Selectable } from 'kysely';
import { cents } from '../../../core/money/cents';
import type {
  OwnershipChange,
  RepriceEntry,
  ServicingAssignment,
  TransferKind,
} from '../../../core/transfer/transfer-records';
import type { Database } from '../schema';

/** Rows of the transfer records and their mapping to the domain, field for field. */
type OwnershipRow = Selectable<Database['ownership_changes']>;
type RepriceRow = Selectable<Database['reprices']>;
type ServicingRow = Selectable<Database['servicing_assignments']>;

export const ownershipToRow = (c: OwnershipChange): Insertable<Database['ownership_changes']> => ({
  id: c.id,
  loan_id: c.loanId,
  tape_name: c.tapeName,
  from_owner_id: c.fromOwnerId,
  to_owner_id: c.toOwnerId,
  price_cents: c.priceCents === null ? null : cents(c.priceCents),
  settlement_date: c.settlementDate,
  kind: c.kind,
  actor_id: c.actorId,
  transferred_at: c.transferredAt,
});

export const rowToOwnership = (r: OwnershipRow): OwnershipChange => ({
  id: r.id,
  loanId: r.loan_id,
  tapeName: r.tape_name,
  fromOwnerId: r.from_owner_id,
  toOwnerId: r.to_owner_id,
  priceCents: r.price_cents === null ? null : cents(r.price_cents),
  settlementDate: r.settlement_date,
  kind: r.kind as TransferKind,
  actorId: r.actor_id,
  transferredAt: r.transferred_at,
});

export const repriceToRow = (e: RepriceEntry): Insertable<Database['reprices']> => ({
  id: e.id,
  loan_id: e.loanId,
  investor_id: e.investorId,
  reason: e.reason,
  previous_price_cents: cents(e.previousPriceCents),
  new_price_cents: cents(e.newPriceCents),
  at: e.at,
});

export const rowToReprice = (r: RepriceRow): RepriceEntry => ({
  id: r.id,
  loanId: r.loan_id,
  investorId: r.investor_id,
  reason: r.reason,
  previousPriceCents: cents(r.previous_price_cents),
  newPriceCents: cents(r.new_price_cents),
  at: r.at,
});

export const servicingToRow = (a: ServicingAssignment): ServicingRow => ({
  loan_id: a.loanId,
  servicer_id: a.servicerId,
  servicing_price_cents: cents(a.servicingPriceCents),
  assigned_by: a.assignedBy,
  assigned_at: a.assignedAt,
});

export const rowToServicing = (r: ServicingRow): ServicingAssignment => ({
  loanId: r.loan_id,
  servicerId: r.servicer_id,
  servicingPriceCents: cents(r.servicing_price_cents),
  assignedBy: r.assigned_by,
  assignedAt: r.assigned_at,
});
