/**
 * What the transfer area records besides the loans themselves: who owned a loan before whom
 * and at what price, the price proposals of reprices, and the servicer of each loan.
 */
import type { Cents } from '../money/cents';

/** How ownership moved: a sale to a buyer (transferLoanNew) or an aggregator transfer without a price. */
export type TransferKind = 'sale' | 'aggregator';

/** One step of a loan's ownership history. */
export interface OwnershipChange {
  readonly id: string;
  readonly loanId: string;
  readonly tapeName: string;
  readonly fromOwnerId: string;
  readonly toOwnerId: string;
  /** The price paid: from the approved purchase, the accepted stakeholder price or the award; null for an aggregator transfer. */
  readonly priceCents: Cents | null;
  /** The settlement date (yyyy-mm-dd, UTC): the day of the transfer. */
  readonly settlementDate: string;
  readonly kind: TransferKind;
  readonly actorId: string;
  /** ISO instant. */
  readonly transferredAt: string;
}

/** A reprice (spec §7 repriceLoan): the buyer's new price for a loan, with its reason. */
export interface RepriceEntry {
  readonly id: string;
  readonly loanId: string;
  readonly investorId: string;
  readonly reason: string;
  /** The price it replaced (the purchase approval's or the award's). */
  readonly previousPriceCents: Cents;
  readonly newPriceCents: Cents;
  /** ISO instant. */
  readonly at: string;
}

/** The servicer of a loan (spec §7 add_Servicer), one per loan; a new assignment replaces it. */
export interface ServicingAssignment {
  readonly loanId: string;
  readonly servicerId: string;
  /** The servicing fee. */
  readonly servicingPriceCents: Cents;
  readonly assignedBy: string;
  /** ISO instant. */
  readonly assignedAt: string;
}
