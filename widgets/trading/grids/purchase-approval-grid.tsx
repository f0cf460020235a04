/**
 * The purchase-approval grid (spec §2, §4, §7): the purchases the caller approves or made,
 * newest first (`GET /get_purchase_approval`). The loan's owner selects pending purchases and
 * approves or rejects them (`POST /set_purchase_approval`); the buyer changes its bid while
 * the purchase is not approved (`PUT /update_Bid_Approval`, min 1, step 0.01) — editable as the
 * server's `priceEditable` says. 400 px high, 90vw wide; read-only disables all (§6).
 */
import { useMemo, useState } from 'react';
import { toDollars } from '../../../core/money/cents';
import { Button } from '../../kit/button';
import { DataTable } from '../../kit/table/data-table';
import { useBidAmounts } from '../bidding/bid-amount-input';
import { useTrading } from '../shared/trading-context';
import { useApiAction } from '../shared/use-api-action';
import { useApiQuery } from '../shared/use-api-query';
import { withTrading } from '../shared/with-trading';
import { decidesPurchase, type PurchaseRow } from './grid-rules';
import { GRIDS_TEXT } from './grids-text';
import type { PurchaseApprovalGridProps } from './props';
import { purchaseColumns, purchaseLoan } from './purchase-columns';

function PurchaseApprovalGridView(props: PurchaseApprovalGridProps) {
  const { session, readOnly } = useTrading();
  const me = props.approverId ?? session.snapshot()?.user.user_id ?? '';
  const query = useApiQuery(['get_purchase_approval', props.approverId ?? null], (client, signal) =>
    client.GET('/get_purchase_approval', {
      params: { query: props.approverId ? { approverId: props.approverId } : {} },
      signal,
    }),
  );
  const rows = useMemo<PurchaseRow[]>(() => query.data?.data.docs ?? [], [query.data]);
  const [selected, setSelected] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState<string | null>(null);
  const bids = useBidAmounts('purchaseApproval');
  const decides = rows.some((r) => decidesPurchase(r, me));

  const decide = useApiAction((client, loanIds: string[], approval: 'true' | 'false') =>
    client.POST('/set_purchase_approval', { body: { loanIdArray: loanIds, approval } }),
  );
  const reprice = useApiAction((client, bidId: string, price: string) =>
    client.PUT('/update_Bid_Approval', { body: { bidId, new_price: price } }),
  );

  const onDecide = async (approval: 'true' | 'false') => {
    const chosen = rows.filter((r) => selected.includes(r._id));
    const loanIds = chosen.map((r) => r.loanId._id);
    const result = await decide.run(loanIds, approval);
    if (!result.ok) return;
    setSelected([]);
    props.onDecided?.({ action: approval === 'true' ? 'approve' : 'reject', ids: loanIds });
    query.reload();
  };
  const columns = useMemo(
    () =>
      purchaseColumns({
        readOnly,
        value: bids.value,
        message: bids.message,
        onChange: bids.set,
        submitting: (id) => submitting === id,
        onSubmit: async (row) => {
          const cents = bids.check(row.id, String(row.creator_bid));
          if (cents === null) return;
          setSubmitting(row.id);
          const result = await reprice.run(row.id, toDollars(cents).toFixed(2));
          setSubmitting(null);
          if (!result.ok) return;
          bids.clear(row.id);
          props.onDecided?.({ action: 'reprice', ids: [row.loanId._id] });
          query.reload();
        },
      }),
    [readOnly, bids, submitting, reprice, query, props],
  );
  const off = readOnly || selected.length === 0;
  return (
    <section className="ispz-grid ispz-grid--purchase" aria-labelledby="ispz-purchase-title">
      <header className="ispz-grid__bar">
        <h2 id="ispz-purchase-title" className="ispz-grid__title">
          {GRIDS_TEXT.purchaseTitle}
        </h2>
        {decides ? (
          <div className="ispz-grid__actions">
            <Button
              variant="primary"
              disabled={off}
              pending={decide.pending}
              onClick={() => onDecide('true')}
            >
              {GRIDS_TEXT.approve}
            </Button>
            <Button
              variant="danger"
              disabled={off}
              pending={decide.pending}
              onClick={() => onDecide('false')}
            >
              {GRIDS_TEXT.reject}
            </Button>
          </div>
        ) : null}
      </header>
      <DataTable
        label={GRIDS_TEXT.purchaseTitle}
        columns={columns}
        rows={rows}
        getRowId={(r) => r._id}
        state={query.state}
        errorText={query.errorText}
        maxHeight={400}
        selection={
          decides
            ? {
                selected,
                onChange: setSelected,
                isRowSelectable: (r) => decidesPurchase(r, me),
                rowLabel: (r) => GRIDS_TEXT.selectRow(purchaseLoan(r)),
                disabled: readOnly,
              }
            : undefined
        }
      />
    </section>
  );
}

/** The purchase-approval grid: Approve, Reject, per-row bid and Submit. */
export const PurchaseApprovalGrid = withTrading(PurchaseApprovalGridView);
