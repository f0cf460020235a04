/**
 * The view of each lender action (spec §2 /lender-actions), built from the trading widgets and
 * given the site's signed-in session: wip — the tape's tile with its loans dialog open (its
 * progress, the lender's opening for bidding); transferTape — the tape's LOAN RECORDS with
 * Transfer; submitBid — the bidding table on the tape; setApproval — the purchase-approval
 * grid; afterClosure — the bids placed, newest first (view_After_Bidding).
 */
import type { ReactNode } from 'react';
import { ShadowHost } from '../../../../widgets/elements/shadow-host';
import { BiddingTable } from '../../../../widgets/trading/bidding/bidding-table';
import { dueDiligenceCss } from '../../../../widgets/trading/due-diligence/styles';
import { TRADING_CSS } from '../../../../widgets/trading/elements';
import { PurchaseApprovalGrid } from '../../../../widgets/trading/grids/purchase-approval-grid';
import { LoanTapes } from '../../../../widgets/trading/loans/loan-tapes';
import { LoanRecords } from '../../../../widgets/trading/records/loan-records';
import { useSite } from '../../app/site-context';
import type { LenderAction, LenderActionRequest } from './lender-action';

const CSS = `${TRADING_CSS}\n${dueDiligenceCss}`;

type Signed = {
  readonly session: ReturnType<typeof useSite>['session'];
  readonly client: ReturnType<typeof useSite>['api'];
};

/** The widget each action shows, for `tapeName` ('' = every tape). */
const VIEWS: Readonly<Record<LenderAction, (tapeName: string, signed: Signed) => ReactNode>> = {
  wip: (tapeName, signed) => <LoanTapes {...signed} {...(tapeName ? { initialTape: tapeName } : {})} />,
  transferTape: (tapeName, signed) => <LoanRecords {...signed} {...(tapeName ? { tapeName } : {})} />,
  submitBid: (tapeName, signed) => (
    <BiddingTable {...signed} {...(tapeName ? { filters: { tapeName } } : {})} />
  ),
  setApproval: (_tapeName, signed) => <PurchaseApprovalGrid {...signed} />,
  afterClosure: (_tapeName, signed) => <BiddingTable {...signed} placedOnly />,
};

/** The action's widget in a shadow root with the trading family's styles and the site's session. */
export function LenderActionView({ request }: { readonly request: LenderActionRequest }) {
  const { session, api } = useSite();
  return (
    <ShadowHost css={CSS} className="lender-actions__view" as="section">
      {VIEWS[request.action](request.tapeName, { session, client: api })}
    </ShadowHost>
  );
}
