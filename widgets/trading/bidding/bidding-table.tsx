/**
 * The bidding table 'LOAN RECORDS' (spec §2, §4, §5): every open bid the caller may bid on
 * and every closed one they took part in, sorted by time bucket then amount, greyed where §4
 * says, with the bidder's outcome and the expire-in badge. A bid is typed in the row, checked
 * by core's rules, confirmed in 'Please confirm your Bid', and placed with `POST /place_bid`
 * (the session adds the Idempotency-Key): 'Created Successfully' or the server's error text.
 * Empty: 'There is no loan data ready to bid !'. Read-only pages disable every action (§6).
 */
import { useMemo, useState } from 'react';
import { formatUsd } from '../../../core/format/money';
import { type Cents, toDollars } from '../../../core/money/cents';
import { Button } from '../../kit/button';
import { Dialog, DialogClose } from '../../kit/dialog';
import { DataTable } from '../../kit/table/data-table';
import { useTrading } from '../shared/trading-context';
import { useApiAction } from '../shared/use-api-action';
import { withTrading } from '../shared/with-trading';
import { useBidAmounts } from './bid-amount-input';
import { BidExport } from './bid-export';
import { biddingColumns } from './bidding-columns';
import { BIDDING_TEXT } from './bidding-text';
import { type BidRowView, withPlacedBid } from './bidding-view';
import { BulkBidUpload } from './bulk-bid-upload';
import type { BiddingTableProps } from './props';
import { useBiddingRows, useTicking } from './use-bidding-rows';

const systemClock = () => new Date();

interface Pending {
  readonly row: BidRowView;
  readonly cents: Cents;
}

function BiddingTableView(props: BiddingTableProps) {
  const { session, readOnly } = useTrading();
  const bidderId = props.bidderId ?? session.snapshot()?.user.user_id ?? '';
  const now = useTicking(props.now ?? systemClock);
  const table = useBiddingRows({ bidderId, filters: props.filters, placedOnly: props.placedOnly, now });
  const amounts = useBidAmounts('bidding');
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const place = useApiAction(
    (client, bidId: string, amount: string) =>
      client.POST('/place_bid', { body: { bidId, bidderId, amount } }),
    { successText: BIDDING_TEXT.created },
  );

  const columns = useMemo(
    () =>
      biddingColumns({
        readOnly,
        value: amounts.value,
        message: amounts.message,
        onChange: amounts.set,
        onBid: (row) => {
          const cents = amounts.check(row.bidId);
          if (cents !== null) setConfirming({ row, cents });
        },
      }),
    [readOnly, amounts],
  );

  const confirm = async () => {
    if (!confirming) return;
    const { row, cents } = confirming;
    const amount = toDollars(cents).toFixed(2);
    const result = await place.run(row.bidId, amount);
    setConfirming(null);
    if (result.ok) {
      const placedAt = result.data?.data.placedAt ?? new Date(now).toISOString();
      table.markPlaced(withPlacedBid(row.row, toDollars(cents), placedAt));
      amounts.clear(row.bidId);
      props.onBidPlaced?.({ bidId: row.bidId, amount: toDollars(cents), placedAt });
    } else {
      table.reload();
    }
  };

  return (
    <section className="ispz-bidding" aria-labelledby="ispz-bidding-title">
      <header className="ispz-bidding__bar">
        <h2 id="ispz-bidding-title" className="ispz-bidding__title">
          {BIDDING_TEXT.title}
        </h2>
        <div className="ispz-bidding__actions">
          <BidExport now={props.now} />
          <BulkBidUpload onUploaded={() => table.reload()} />
        </div>
      </header>
      {table.hidden > 0 ? (
        <p className="ispz-bidding__note" role="status">
          {BIDDING_TEXT.morePages(table.total - table.hidden, table.total)}
        </p>
      ) : null}
      <DataTable
        label={BIDDING_TEXT.title}
        columns={columns}
        rows={table.rows}
        getRowId={(r) => r.bidId}
        state={table.state}
        errorText={table.errorText}
        emptyText={BIDDING_TEXT.empty}
        rowClassName={(r) => (r.greyed ? 'ispz-bid-row--greyed' : undefined)}
      />
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={BIDDING_TEXT.confirmTitle}
        size="small"
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">{BIDDING_TEXT.cancel}</Button>
            </DialogClose>
            <Button variant="primary" pending={place.pending} disabled={readOnly} onClick={confirm}>
              {BIDDING_TEXT.confirm}
            </Button>
          </>
        }
      >
        {confirming ? (
          <p>{BIDDING_TEXT.confirmBody(formatUsd(confirming.cents), confirming.row.row.loanData.loan_id)}</p>
        ) : null}
      </Dialog>
    </section>
  );
}

/** The bidding table 'LOAN RECORDS' with its export and bulk upload. */
export const BiddingTable = withTrading(BiddingTableView);
