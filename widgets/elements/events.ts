/**
 * The `ispz:*` events a widget's host element dispatches, typed for the host page: a partner
 * writes `document.addEventListener('ispz:login', (e) => e.detail.user.user_id)` and it typechecks,
 * because the map below is merged into the DOM's own event maps.
 */
import type { AuthSessionInfo } from '../auth/auth-api';
import type { BidPlacedDetail, BulkBidsDetail } from '../trading/bidding/props';
import type { DueDiligenceCase } from '../trading/due-diligence/props';
import type { RowsDecidedDetail } from '../trading/grids/props';
import type { OpenedForBidding } from '../trading/loans/props';
import type { LoanQuery } from '../trading/records/records-props';
import type { TapeImport } from '../trading/tapes/props';
import type { RepriceProposal, ServicerAssignment, TransferDone } from '../trading/transfer/props';

/** `ispz:login`: the visitor signed in; the detail is who, and until when (never the tokens). */
export type IspzLoginDetail = AuthSessionInfo;

/** `ispz:signup`: an account was created; the session when the server signed the visitor in. */
export interface IspzSignupDetail {
  readonly session: AuthSessionInfo | null;
}

/** `ispz:logout`: the session ended, by the visitor (or the server refusing a redirect) or by expiry (401). */
export interface IspzLogoutDetail {
  readonly reason: 'user' | 'session-expired';
  /** 'Session expired please login again' after an expiry (spec §4). */
  readonly message?: string;
}

/** `ispz:error`: a call failed; `message` is the text the widget showed (spec §8). */
export interface IspzErrorDetail {
  readonly message: string;
  readonly code?: string;
  readonly status?: number;
}

/** `ispz:open-loan`: a loan's detail was asked for (a row or a tile's loan). */
export interface IspzOpenLoanDetail {
  readonly loanId: string;
}

/** `ispz:selection-change`: the rows selected in LOAN RECORDS. */
export interface IspzSelectionDetail {
  readonly loanIds: readonly string[];
}

/** `ispz:stipulation-created` / `ispz:stipulation-resolved`: which stipulation. */
export interface IspzStipulationDetail {
  readonly stipulationId: string;
}

/** `ispz:document-uploaded`: a missing or additional document was uploaded. */
export interface IspzDocumentDetail {
  readonly docName: string;
}

/** `ispz:servicer-assigned`: the servicing set on the selected loans. */
export interface IspzServicerDetail {
  readonly assignments: readonly ServicerAssignment[];
}

/** The trading family's events (spec §2 screens): what a partner page may follow. */
export interface IspzTradingEventMap {
  'ispz:bid-placed': CustomEvent<BidPlacedDetail>;
  'ispz:bids-uploaded': CustomEvent<BulkBidsDetail>;
  'ispz:open-loan': CustomEvent<IspzOpenLoanDetail>;
  'ispz:opened-for-bidding': CustomEvent<OpenedForBidding>;
  'ispz:selection-change': CustomEvent<IspzSelectionDetail>;
  'ispz:filter': CustomEvent<LoanQuery>;
  'ispz:stipulation-created': CustomEvent<IspzStipulationDetail>;
  'ispz:stipulation-resolved': CustomEvent<IspzStipulationDetail>;
  'ispz:document-uploaded': CustomEvent<IspzDocumentDetail>;
  'ispz:due-diligence-started': CustomEvent<DueDiligenceCase>;
  'ispz:tape-imported': CustomEvent<TapeImport>;
  'ispz:transferred': CustomEvent<TransferDone>;
  'ispz:repriced': CustomEvent<RepriceProposal>;
  'ispz:servicer-assigned': CustomEvent<IspzServicerDetail>;
  'ispz:rows-decided': CustomEvent<RowsDecidedDetail>;
}

/** Every event a widget host dispatches, by name. */
export interface IspzEventMap extends IspzTradingEventMap {
  'ispz:login': CustomEvent<IspzLoginDetail>;
  'ispz:signup': CustomEvent<IspzSignupDetail>;
  'ispz:logout': CustomEvent<IspzLogoutDetail>;
  'ispz:error': CustomEvent<IspzErrorDetail>;
}

/** An event name of the map. */
export type IspzEventName = keyof IspzEventMap;

/** The detail type carried by one event name. */
export type IspzEventDetail<K extends IspzEventName> = IspzEventMap[K]['detail'];

declare global {
  interface HTMLElementEventMap extends IspzEventMap {}
  interface DocumentEventMap extends IspzEventMap {}
  interface WindowEventMap extends IspzEventMap {}
}

/**
 * Dispatches an `ispz:*` event on the host element. It bubbles and is composed, so it leaves
 * the shadow root and reaches `document` and `window` listeners of the partner page.
 */
export function dispatchIspzEvent<K extends IspzEventName>(
  host: EventTarget,
  type: K,
  detail: IspzEventDetail<K>,
): boolean {
  return host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
