/**
 * The columns of the purchase-approval grid (spec §3 purchase approval row): the loan, its
 * amount, the buyer's bid — an input (min 1, step 0.01) with its own Submit where the server
 * says the caller may change it (the buyer while isApproved is 'false') — the status and
 * approval as words, and when the purchase was made.
 */
import { formatDate } from '../../../core/format/dates';
import { formatUsd } from '../../../core/format/money';
import { parseDollars } from '../../../core/money/cents';
import { Button } from '../../kit/button';
import { StatusBadge } from '../../kit/status-badge';
import type { DataColumn } from '../../kit/table/table-types';
import { BidAmountInput } from '../bidding/bid-amount-input';
import { type PurchaseRow, rowStatusDisplay } from './grid-rules';
import { GRIDS_TEXT } from './grids-text';

const C = GRIDS_TEXT.columns;
const usd = (dollars: number) => {
  const cents = parseDollars(dollars);
  return cents === null ? '-' : formatUsd(cents);
};

/** The loan number a row shows (its id when the tape gave none). */
export const purchaseLoan = (r: PurchaseRow) => r.loanId.loan_id ?? r.loanId._id;

/** What the bid cell needs from the grid. */
export interface PurchaseCellControls {
  readonly readOnly: boolean;
  readonly value: (id: string, fallback: string) => string;
  readonly message: (id: string) => string | null;
  readonly onChange: (id: string, value: string, message: string | null) => void;
  readonly onSubmit: (row: PurchaseRow) => void;
  readonly submitting: (id: string) => boolean;
}

/** The purchase-approval grid's columns. */
export function purchaseColumns(controls: PurchaseCellControls): DataColumn<PurchaseRow>[] {
  return [
    { id: 'loanId', header: C.loanId, sortable: true, value: purchaseLoan },
    { id: 'tapeName', header: C.tapeName, sortable: true, value: (r) => r.tape_name },
    {
      id: 'loanAmount',
      header: C.loanAmount,
      numeric: true,
      sortable: true,
      value: (r) => r.loanAmount,
      cell: (r) => usd(r.loanAmount),
    },
    {
      id: 'bid',
      header: C.bid,
      numeric: true,
      sortable: true,
      value: (r) => r.creator_bid,
      cell: (r) =>
        r.priceEditable ? (
          <span className="ispz-bid-cell">
            <BidAmountInput
              id={`purchase-${r.id}`}
              label={GRIDS_TEXT.bidFor(purchaseLoan(r))}
              context="purchaseApproval"
              value={controls.value(r.id, String(r.creator_bid))}
              message={controls.message(r.id)}
              disabled={controls.readOnly}
              onChange={(value, message) => controls.onChange(r.id, value, message)}
            />
            <Button
              variant="primary"
              aria-label={GRIDS_TEXT.submitFor(purchaseLoan(r))}
              disabled={controls.readOnly}
              pending={controls.submitting(r.id)}
              onClick={() => controls.onSubmit(r)}
            >
              {GRIDS_TEXT.submit}
            </Button>
          </span>
        ) : (
          usd(r.creator_bid)
        ),
    },
    {
      id: 'status',
      header: C.status,
      sortable: true,
      value: (r) => r.status,
      cell: (r) => {
        const shown = rowStatusDisplay(r.status);
        return <StatusBadge colour={shown.colour}>{shown.text}</StatusBadge>;
      },
    },
    {
      id: 'approved',
      header: C.approved,
      value: (r) => (r.isApproved === 'true' ? GRIDS_TEXT.yes : GRIDS_TEXT.no),
    },
    {
      id: 'created',
      header: C.created,
      sortable: true,
      value: (r) => r.createdAt,
      cell: (r) => formatDate(r.createdAt),
    },
  ];
}
