/**
 * The view of each lender action (spec §2 /lender-actions), built from the trading widgets under
 * one trading provider over the site's signed-in session: wip — the tape's tile with its loans
 * dialog open; transferTape — the tape's LOAN RECORDS with Transfer; submitBid — the bidding
 * table on the tape; setApproval — the purchase-approval grid; afterClosure — the bids placed,
 * newest first (view_After_Bidding). The two bidders' tables are refused to a lender by the
 * platform, so a lender is told so and shown the tape's loans and their status instead.
 */
/// <reference types="vite/client" />
import type { ReactNode } from 'react';
import { ShadowHost } from '../../../../widgets/elements/shadow-host';
import { BiddingTable } from '../../../../widgets/trading/bidding/bidding-table';
import { dueDiligenceCss } from '../../../../widgets/trading/due-diligence/styles';
import { TRADING_CSS } from '../../../../widgets/trading/elements';
import { PurchaseApprovalGrid } from '../../../../widgets/trading/grids/purchase-approval-grid';
import { LoanTapes } from '../../../../widgets/trading/loans/loan-tapes';
import { LoanRecords } from '../../../../widgets/trading/records/loan-records';
import { TradingProvider, useTrading } from '../../../../widgets/trading/shared/trading-context';
import { useSite } from '../../app/site-context';
import { LENDER_ACTION_CONTENT, LENDER_ACTIONS_PAGE as T } from '../content/lender-actions-content';
import type { LenderAction, LenderActionRequest } from './lender-action';
import viewCss from './lender-view.css?inline';

const CSS = `${TRADING_CSS}\n${dueDiligenceCss}\n${viewCss}`;

/** What a list cannot narrow to the tape, said plainly (only when the link names one). */
const Limit = ({ action, tapeName }: { readonly action: LenderAction; readonly tapeName: string }) => {
  const limit = LENDER_ACTION_CONTENT[action].limit;
  return tapeName && limit ? <p className="lender-actions__note">{limit}</p> : null;
};

/** The tape's tile with its loans dialog open (every tile when the link names no tape). */
const TapeView = ({ tapeName }: { readonly tapeName: string }) => (
  <LoanTapes {...(tapeName ? { initialTape: tapeName } : {})} />
);

/** A bidder's table; a lender, whom the platform refuses it, gets the tape's loans and why. */
function BidderView(props: {
  readonly action: LenderAction;
  readonly tapeName: string;
  readonly children: ReactNode;
}) {
  const { action, tapeName, children } = props;
  const { persona } = useTrading();
  if (persona !== 'lender')
    return (
      <>
        <Limit action={action} tapeName={tapeName} />
        {children}
      </>
    );
  return (
    <>
      <p className="lender-actions__note">{T.lenderBids}</p>
      <TapeView tapeName={tapeName} />
    </>
  );
}

/** The widget each action shows, for `tapeName` ('' = every tape). */
const VIEWS: Readonly<Record<LenderAction, (tapeName: string) => ReactNode>> = {
  wip: (tapeName) => <TapeView tapeName={tapeName} />,
  transferTape: (tapeName) => <LoanRecords {...(tapeName ? { tapeName } : {})} />,
  submitBid: (tapeName) => (
    <BidderView action="submitBid" tapeName={tapeName}>
      <BiddingTable {...(tapeName ? { filters: { tapeName } } : {})} />
    </BidderView>
  ),
  setApproval: (tapeName) => (
    <>
      <Limit action="setApproval" tapeName={tapeName} />
      <PurchaseApprovalGrid />
    </>
  ),
  afterClosure: (tapeName) => (
    <BidderView action="afterClosure" tapeName={tapeName}>
      <BiddingTable placedOnly />
    </BidderView>
  ),
};

/** The action's view in a shadow root with the trading family's styles and the site's session. */
export function LenderActionView({ request }: { readonly request: LenderActionRequest }) {
  const { session, api } = useSite();
  return (
    <ShadowHost css={CSS} className="lender-actions__view" as="section">
      <TradingProvider session={session} client={api}>
        {VIEWS[request.action](request.tapeName)}
      </TradingProvider>
    </ShadowHost>
  );
}
