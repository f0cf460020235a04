/**
 * The columns of the stakeholder grid (spec §2, §3 stakeholder map row): the loan, its bid
 * price — an input with min 0 and step 0.01 where the server says the caller may edit it
 * (an investor while isAccepted is 'false') — the row's status, accepted, retained and
 * on-platform flags as words, and how long the offer stands.
 */
import { formatDate } from '../../../core/format/dates';
import { formatUsd } from '../../../core/format/money';
import { parseDollars } from '../../../core/money/cents';
import { StatusBadge } from '../../kit/status-badge';
import type { DataColumn } from '../../kit/table/table-types';
import { BidAmountInput } from '../bidding/bid-amount-input';
import { rowStatusDisplay, type StakeholderRow } from './grid-rules';
import { GRIDS_TEXT } from './grids-text';

const C = GRIDS_TEXT.columns;
const yesNo = (flag: boolean) => (flag ? GRIDS_TEXT.yes : GRIDS_TEXT.no);
const usd = (dollars: number) => {
  const cents = parseDollars(dollars);
  return cents === null ? '-' : formatUsd(cents);
};

/** What the price cell needs from the grid. */
export interface PriceCellControls {
  readonly readOnly: boolean;
  readonly value: (id: string) => string;
  readonly message: (id: string) => string | null;
  readonly onChange: (id: string, value: string, message: string | null) => void;
}

/** The stakeholder grid's columns. */
export function stakeholderColumns(controls: PriceCellControls): DataColumn<StakeholderRow>[] {
  return [
    { id: 'loanId', header: C.loanId, sortable: true, value: (r) => r.loan_id ?? r.loanId },
    { id: 'tapeName', header: C.tapeName, sortable: true, value: (r) => r.tape_name },
    {
      id: 'bidPrice',
      header: C.bidPrice,
      numeric: true,
      sortable: true,
      value: (r) => r.bidPrice,
      cell: (r) =>
        r.priceEditable ? (
          <BidAmountInput
            id={`price-${r._id}`}
            label={GRIDS_TEXT.bidFor(r.loan_id ?? r.loanId)}
            context="stakeholder"
            value={controls.value(r._id)}
            message={controls.message(r._id)}
            disabled={controls.readOnly}
            onChange={(value, message) => controls.onChange(r._id, value, message)}
          />
        ) : (
          usd(r.bidPrice)
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
    { id: 'accepted', header: C.accepted, value: (r) => yesNo(r.isAccepted === 'true') },
    { id: 'retained', header: C.retained, value: (r) => yesNo(r.retain) },
    { id: 'onPlatform', header: C.onPlatform, value: (r) => yesNo(r.onPlatform) },
    {
      id: 'validTill',
      header: C.validTill,
      sortable: true,
      value: (r) => r.validTill,
      cell: (r) => formatDate(r.validTill),
    },
  ];
}
