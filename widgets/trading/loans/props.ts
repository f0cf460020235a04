/**
 * The props of the loans area's widgets (spec §2): the Loan Tapes tiles and their dialog, the
 * loan detail panel, the lender details card and the notifications list. The API client,
 * session and the caller's trading view come from `TradingProvider`; props carry only what the
 * host knows (an initial tape, a loan it already holds, a lender id).
 */
import type { components } from '../../api/schema.gen';

/** A tape tile as `GET /tapes` answers it. */
export type TapeTile = components['schemas']['TapeTile'];
/** A loan as the trading calls answer it (spec §3). */
export type Loan = components['schemas']['Loan'];
/** The lender details card (`GET /lender_details`). */
export type LenderCard = components['schemas']['LenderCard'];
/** One notification (`GET /notifications`). */
export type Notification = components['schemas']['Notification'];

/** What opening a tape for bidding produced: the bids opened and how many investors were emailed. */
export interface OpenedForBidding {
  readonly tapeName: string;
  readonly loanIds: readonly string[];
  readonly emailed: number;
}

/** `<ispz-loan-tapes>`: the Loan Tapes tiles; a tile opens its tape's dialog. */
export interface LoanTapesProps {
  /** Opens this tape's dialog at once (spec §2: the initial tape context, filter panel hidden). */
  readonly initialTape?: string;
  /** A loan row's detail was asked for (the host may show `LoanDetailPanel`). */
  readonly onOpenLoan?: (loan: Loan) => void;
  /** The lender opened loans of a tape for bidding ('Loan open for bidding and emails sent'). */
  readonly onOpenedForBidding?: (opened: OpenedForBidding) => void;
}

/** The dialog a tile opens: the tape's loans (server-paged) and the tape's actions. */
export interface TapeLoansDialogProps {
  readonly tapeName: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onOpenLoan?: (loan: Loan) => void;
  readonly onOpenedForBidding?: (opened: OpenedForBidding) => void;
}

/** `<ispz-loan-detail>`: a loan's Primary Information, Financial Details and Shared Documents. */
export interface LoanDetailPanelProps {
  /** The loan, as the records table or the tape dialog holds it. */
  readonly loan: Loan;
}

/** `<ispz-lender-details>`: the lender details card of a lender (spec §2). */
export interface LenderDetailsCardProps {
  readonly lenderId: string;
}

/** `<ispz-notifications>`: the caller's notifications, newest first. */
export interface NotificationsListProps {
  /** How many to show (the server's default when absent). */
  readonly limit?: number;
}
