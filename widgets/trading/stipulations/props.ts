/**
 * Props of the stipulation widgets (spec §2 "new-stipulation form (Loan Id header)",
 * "stipulation chat modal"; §4, §5). Kept apart from the components so the loan records table
 * (chat and view icons) and the custom-element rows can type against them without pulling the
 * components in. The client, session, persona view and read-only flag come from `useTrading()`.
 */
import type { DialogProps } from '../../kit/dialog';

/** How a host opens one of the dialogs: controlled (`open`) or by a `trigger` element. */
export interface StipulationDialogHost {
  /** Controlled open state; leave out with a `trigger` for an uncontrolled dialog. */
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a table icon button); focus returns to it on close. */
  readonly trigger?: DialogProps['trigger'];
}

/** The loan a stipulation is about. */
export interface StipulationLoan {
  /** The loan's `_id` (stipulations_view/{id}, `baseCollectionId`). */
  readonly loanId: string;
  /** The loan number shown in the header ('Loan Id'); `loanId` when left out. */
  readonly loanNumber?: string;
}

/** Props of `NewStipulationDialog` (the new-stipulation form on `/stipulations_create`). */
export interface NewStipulationDialogProps extends StipulationDialogHost, StipulationLoan {
  /** Called with the new thread's id once the server created it. */
  readonly onCreated?: (stipulationId: string) => void;
}

/** Props of `StipulationChat` (the chat modal of a loan's threads). */
export interface StipulationChatProps extends StipulationDialogHost, StipulationLoan {
  /** The thread to show first; the newest of the caller's threads when left out. */
  readonly stipulationId?: string;
  /** Called with the thread's id after the caller marked it resolved. */
  readonly onResolved?: (stipulationId: string) => void;
}

/** Props of `BidQuestionChat` (the bidder ↔ lender question thread of one bid). */
export interface BidQuestionChatProps extends StipulationDialogHost {
  readonly bidId: string;
  readonly bidderId: string;
  /** The loan number shown in the header. */
  readonly loanNumber?: string;
}
