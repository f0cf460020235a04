/**
 * The columns of the bidding table 'LOAN RECORDS' (spec §2, §4): the loan's figures
 * right-aligned, the expire-in badge (days green, hours and minutes amber, Expired red), the
 * bid amount — an input and a Bid button while the caller may bid, else their amount — and
 * their outcome (Won / Pending / Lost). Colours come from core, always with their word.
 */
import { outcomeDisplay } from '../../../core/bidding/outcome-display';
import { formatUsd } from '../../../core/format/money';
import { Button } from '../../kit/button';
import { StatusBadge } from '../../kit/status-badge';
import type { DataColumn } from '../../kit/table/table-types';
import { BidAmountInput } from './bid-amount-input';
import { BIDDING_TEXT } from './bidding-text';
import type { BidRowView } from './bidding-view';

const C = BIDDING_TEXT.columns;

/** What the bid cell needs from the table. */
export interface BidCellControls {
  readonly readOnly: boolean;
  readonly value: (bidId: string) => string;
  readonly message: (bidId: string) => string | null;
  readonly onChange: (bidId: string, value: string, message: string | null) => void;
  readonly onBid: (row: BidRowView) => void;
}

const figure = (n: number | null | undefined) => (n === null || n === undefined ? '-' : n);

/** The table's columns, with the bid cell wired to `controls`. */
export function biddingColumns(controls: BidCellControls): DataColumn<BidRowView>[] {
  return [
    { id: 'loanId', header: C.loanId, value: (r) => r.row.loanData.loan_id, sortable: true },
    { id: 'tapeName', header: C.tapeName, value: (r) => r.row.loanData.tape_name, sortable: true },
    {
      id: 'loanAmount',
      header: C.loanAmount,
      numeric: true,
      sortable: true,
      value: (r) => r.loanAmountCents,
      cell: (r) => formatUsd(r.loanAmountCents),
    },
    {
      id: 'tenure',
      header: C.tenure,
      numeric: true,
      sortable: true,
      value: (r) => figure(r.row.loanData.tenure),
    },
    {
      id: 'fico',
      header: C.fico,
      numeric: true,
      sortable: true,
      value: (r) => figure(r.row.loanData.fico_score),
    },
    {
      id: 'ltv',
      header: C.ltv,
      numeric: true,
      sortable: true,
      value: (r) => figure(r.row.loanData.ltv_value),
    },
    {
      id: 'dti',
      header: C.dti,
      numeric: true,
      sortable: true,
      value: (r) => figure(r.row.loanData.debt_to_income_ratio),
    },
    {
      id: 'expireIn',
      header: C.expireIn,
      sortable: true,
      value: (r) => r.expireIn.remainingMs,
      cell: (r) => <StatusBadge colour={r.expireIn.colour}>{r.expireIn.text}</StatusBadge>,
    },
    {
      id: 'bidAmount',
      header: C.bidAmount,
      numeric: true,
      sortable: true,
      value: (r) => r.bidAmountCents,
      cell: (r) => <BidCell row={r} controls={controls} />,
    },
    {
      id: 'outcome',
      header: C.outcome,
      sortable: true,
      value: (r) => r.row.outcome ?? '',
      cell: (r) => {
        const shown = outcomeDisplay(r.row.outcome);
        return <StatusBadge colour={shown.colour}>{shown.text}</StatusBadge>;
      },
    },
  ];
}

function BidCell({ row, controls }: { row: BidRowView; controls: BidCellControls }) {
  if (!row.canBid)
    return <>{row.bidAmountCents === null ? BIDDING_TEXT.noAmount : formatUsd(row.bidAmountCents)}</>;
  const loan = row.row.loanData.loan_id;
  return (
    <span className="ispz-bid-cell">
      <BidAmountInput
        id={`bid-${row.bidId}`}
        label={BIDDING_TEXT.bidFor(loan)}
        context="bidding"
        value={controls.value(row.bidId)}
        message={controls.message(row.bidId)}
        disabled={controls.readOnly}
        onChange={(value, message) => controls.onChange(row.bidId, value, message)}
      />
      <Button
        variant="primary"
        aria-label={BIDDING_TEXT.placeBidOn(loan)}
        disabled={controls.readOnly}
        onClick={() => controls.onBid(row)}
      >
        {BIDDING_TEXT.bid}
      </Button>
    </span>
  );
}
