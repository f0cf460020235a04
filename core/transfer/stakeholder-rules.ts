/**
 * The rules of the stakeholder grid (spec §4): Approve and Reject are refused when any
 * selected row is in progress, and allowed only when every selected row is neither retained
 * nor on the platform; the bid price is editable only by the investor while isAccepted is
 * 'false'; rows owned by the current user cannot be selected; a reject the server answers with
 * 'price accepted successfully' reads 'Loan rejected'.
 */
import { MESSAGES } from '../errors/messages';
import type { Loan } from '../loans/loan';
import type { Actor } from '../permissions/actor';
import { can } from '../permissions/capabilities';
import type { StakeholderRow } from './stakeholder-row';

/** A row as the grid shows it, with what the viewer may do. */
export interface StakeholderRowView extends StakeholderRow {
  /** The loan is open for bidding on the platform. */
  readonly onPlatform: boolean;
  readonly selectable: boolean;
  readonly priceEditable: boolean;
}

export { type DecisionFacts, type DecisionRefusal, decisionRefusal } from './stakeholder-guard';

/** A loan open for bidding is priced by its auction, not by a stakeholder approval. */
export function isOnPlatform(loan: Pick<Loan, 'status'> | undefined): boolean {
  return loan?.status === 'bidding';
}

/** Rows owned by the current user (the investor who priced them) cannot be selected. */
export function isSelectable(row: StakeholderRow, userId: string): boolean {
  return row.investorId !== userId;
}

/** Only the investor who owns the row edits its price, while it is not accepted (and not being processed). */
export function canEditStakeholderPrice(row: StakeholderRow, actor: Actor): boolean {
  return (
    can(actor, 'edit_stakeholder_bid_price') &&
    row.investorId === actor.userId &&
    row.isAccepted === 'false' &&
    row.status !== 'inprogress'
  );
}

/** The grid's view of a row for `actor`. */
export function stakeholderRowView(
  row: StakeholderRow,
  loan: Loan | undefined,
  actor: Actor,
): StakeholderRowView {
  return {
    ...row,
    onPlatform: isOnPlatform(loan),
    selectable: isSelectable(row, actor.userId),
    priceEditable: canEditStakeholderPrice(row, actor),
  };
}

/** The toast after a reject: the server's 'price accepted successfully' reads 'Loan rejected' (spec §8). */
export function rejectToast(serverMessage: string): string {
  return serverMessage === MESSAGES.priceAcceptedSuccessfully ? MESSAGES.loanRejected : serverMessage;
}
