/**
 * A stakeholder map row (spec §3): one investor's price for one loan of a tape, decided by the
 * loan's owner in the grid 'Records, approval for bid amount'. Life cycle (ours; the spec
 * names the statuses inprogress and closed and leaves the rest open):
 *
 *   (investor sends a price, price_send_lender) ──▶ pending, isAccepted 'false'
 *   pending ──owner approves (accept_in_transit_Loans)──▶ inprogress, isAccepted 'true'
 *           ("Loans are being processed")
 *   inprogress ──automation completes (stakeholder_run_automation)──▶ closed, isAccepted 'true'
 *   pending ──owner rejects (accept_price status 'false')──▶ closed, isAccepted 'false'
 *   closed with isAccepted 'false' ──investor sends a new price──▶ pending (a new offer)
 *
 * `retain` is the owner's choice to keep the loan; `onPlatform` is not stored: a loan open for
 * bidding on the platform is priced by its auction, so the row reads onPlatform while it is.
 */
import type { Cents } from '../money/cents';

export type StakeholderStatus = 'pending' | 'inprogress' | 'closed';

export interface StakeholderRow {
  readonly id: string;
  readonly loanId: string;
  readonly tapeName: string;
  /** The investor who priced the loan: the row's owner (rows owned by the user cannot be selected). */
  readonly investorId: string;
  /** The loan's owner when the investor last sent its price: the one who approves or rejects. */
  readonly lenderId: string;
  readonly bidPriceCents: Cents;
  readonly status: StakeholderStatus;
  readonly retain: boolean;
  /** The spec keeps it as a string. */
  readonly isAccepted: 'true' | 'false';
  /** ISO instant until which the price offer can be approved. */
  readonly validTill: string;
  /** The investor's field mapping the grid shows the loan with (getUserFieldMapping). */
  readonly mappingName: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Bumped by every change; updates compare-and-set on it. */
  readonly version: number;
}

/** What an update may change. */
export type StakeholderRowChanges = Partial<
  Pick<
    StakeholderRow,
    'bidPriceCents' | 'lenderId' | 'status' | 'retain' | 'isAccepted' | 'validTill' | 'updatedAt'
  >
>;

/** Days a price offer stays open for approval after the investor sends it (ours). */
export const STAKEHOLDER_OFFER_DAYS = 7;
