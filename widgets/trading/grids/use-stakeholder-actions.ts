/**
 * The stakeholder grid's actions (spec §4, §7, §8): Approve (`accept_in_transit_Loans`, 'Loans
 * are being processed', then `stakeholder_run_automation` completes the rows), Reject
 * (`accept_price` status 'false', whose 'price accepted successfully' reads 'Loan rejected'),
 * and Submit of the investor's typed prices (`price_send_lender`), each checked first by the
 * bid input's rules. Every call carries the session's Idempotency-Key.
 */
import { type Cents, toDollars } from '../../../core/money/cents';
import { useToast } from '../../kit/toast';
import type { useBidAmounts } from '../bidding/bid-amount-input';
import { useApiAction } from '../shared/use-api-action';
import type { StakeholderRow } from './grid-rules';
import { GRIDS_TEXT } from './grids-text';
import type { RowsDecidedDetail } from './props';

/** What the actions read and change of the grid. */
export interface StakeholderActionsArgs {
  readonly selected: readonly string[];
  readonly setSelected: (ids: string[]) => void;
  readonly setProcessing: (processing: boolean) => void;
  readonly prices: ReturnType<typeof useBidAmounts>;
  /** The rows whose price the caller may edit. */
  readonly editable: readonly StakeholderRow[];
  readonly reload: () => void;
  readonly onDecided?: (detail: RowsDecidedDetail) => void;
}

/** The grid's calls and the handlers of its buttons. */
export function useStakeholderActions(args: StakeholderActionsArgs) {
  const { selected, setSelected, setProcessing, prices, editable, reload, onDecided } = args;
  const toast = useToast();
  const approve = useApiAction((client, ids: string[]) =>
    client.POST('/accept_in_transit_Loans', { body: { stakeholderMapIdArray: ids, approval: 'true' } }),
  );
  const complete = useApiAction(
    (client, ids: string[]) =>
      client.POST('/stakeholder_run_automation', { body: { stakeholderMapIds: ids } }),
    { toast: 'errors' },
  );
  const reject = useApiAction(
    (client, ids: string[]) =>
      client.POST('/accept_price', {
        body: { stakeholderMapPricesArray: ids.map((_id) => ({ _id, status: 'false' as const })) },
      }),
    { toast: 'errors' },
  );
  const submit = useApiAction((client, entries: { _id: string; bidPrice: string }[]) =>
    client.POST('/price_send_lender', { body: { stakeholderMapPricesArray: entries } }),
  );

  const onApprove = async () => {
    const ids = [...selected];
    const result = await approve.run(ids);
    if (!result.ok) return;
    setProcessing(true);
    setSelected([]);
    onDecided?.({ action: 'approve', ids });
    await complete.run(ids);
    reload();
  };
  const onReject = async () => {
    const ids = [...selected];
    const result = await reject.run(ids);
    if (!result.ok) return;
    toast.show(result.data.toast || GRIDS_TEXT.loanRejected, 'success');
    setSelected([]);
    onDecided?.({ action: 'reject', ids });
    reload();
  };
  const onSubmit = async () => {
    const typed = editable.filter((r) => prices.value(r._id) !== '');
    // Rows left blank are not sent when others were typed: their old message goes too.
    if (typed.length > 0) for (const r of editable) if (!typed.includes(r)) prices.clear(r._id);
    const checked: { r: StakeholderRow; cents: Cents }[] = [];
    let valid = true;
    for (const r of typed.length > 0 ? typed : editable) {
      const cents = prices.check(r._id);
      if (cents === null) valid = false;
      else checked.push({ r, cents });
    }
    if (!valid) return;
    const entries = checked.map(({ r, cents }) => ({ _id: r._id, bidPrice: toDollars(cents).toFixed(2) }));
    const result = await submit.run(entries);
    if (!result.ok) return;
    for (const { r } of checked) prices.clear(r._id);
    onDecided?.({ action: 'submit', ids: entries.map((e) => e._id) });
    reload();
  };
  return { approve, complete, reject, submit, onApprove, onReject, onSubmit };
}
