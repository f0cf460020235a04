/**
 * Props of the transfer-and-pricing dialogs (spec §2 "Dialogs": Reprice Loan, Assign Servicer;
 * the Transfer header button of LOAN RECORDS; §4 transfer guards; §5 reprice and servicing fee).
 * Kept apart from the components so the loan records table and the custom-element rows can
 * type against them without pulling the components in. Client, session, the caller's screen
 * and the read-only flag come from `useTrading()`.
 */
import type { ReactElement } from 'react';
import type { components } from '../../api/schema.gen';

/** A loan as the trading calls answer it (spec §3). */
export type TransferLoan = components['schemas']['Loan'];
/** One loan's change of owner as `/transferLoanNew` answers it. */
export type OwnershipChange = components['schemas']['OwnershipChange'];
/** A reprice proposal as `/repriceLoan` answers it. */
export type RepriceProposal = components['schemas']['Reprice'];
/** A servicer assignment as `/add_Servicer` answers it. */
export type ServicerAssignment = components['schemas']['Servicing'];

/** How a host opens one of the dialogs: controlled (`open`) or by a `trigger` element. */
export interface TradingDialogHost {
  /** Controlled open state; leave out with a `trigger` for an uncontrolled dialog. */
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a header button); focus returns to it on close. */
  readonly trigger?: ReactElement;
}

/** What a transfer did: the server's text and one change per loan (none for an aggregator transfer). */
export interface TransferDone {
  readonly message: string;
  readonly changes: readonly OwnershipChange[];
}

/** Props of `TransferDialog` (the Transfer header button's confirmation, `/transferLoanNew`). */
export interface TransferDialogProps extends TradingDialogHost {
  /** The selected loans' `_id`s (at least one, spec §5). */
  readonly loanIds: readonly string[];
  /**
   * The selected rows as the table holds them. The dialog names the other side from them: a
   * lender sells to the loans' winner, an investor buys from their owner (spec §6).
   */
  readonly loans?: readonly TransferLoan[];
  /**
   * A lender moving its own loans to this investor without a sale (`/aggregatorTransfer`);
   * leave out for the sale transfer.
   */
  readonly aggregateTo?: string;
  /** Called once the loans changed owner. */
  readonly onDone?: (done: TransferDone) => void;
}

/** Props of `RepriceDialog` (Reprice Loan on `/repriceLoan`). */
export interface RepriceDialogProps extends TradingDialogHost {
  /** The one selected loan's `_id` (spec §5: exactly one row). */
  readonly loanId: string;
  /** The loan number shown in the dialog; `loanId` when left out. */
  readonly loanNumber?: string;
  /** Called with the proposal once the server took it. */
  readonly onDone?: (proposal: RepriceProposal) => void;
}

/** Props of `AssignServicerDialog` (Assign Servicer on `/add_Servicer`). */
export interface AssignServicerDialogProps extends TradingDialogHost {
  /** The loans' `_id`s. */
  readonly loanIds: readonly string[];
  /** Called with the assignments once the server made them. */
  readonly onDone?: (assignments: readonly ServicerAssignment[]) => void;
}
