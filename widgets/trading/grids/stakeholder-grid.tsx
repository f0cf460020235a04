/**
 * The stakeholder grid 'Records, approval for bid amount' (spec §2, §4, §7): the caller's rows
 * of one tape (`POST /stakeholder_view`). The loans' owner selects rows (never their own) and
 * approves (`accept_in_transit_Loans`: 'Loans are being processed', then the automation
 * completes them) or rejects (`accept_price` status 'false': 'Loan rejected'); both only when
 * no selected row is in progress, retained or on the platform, and hidden once processing. The
 * investor edits bid prices (min 0, step 0.01) and submits them (`price_send_lender`). Import
 * Loan Files as the caller's screen says. 400 px high, 70vw wide; read-only disables all (§6).
 */
import { useMemo, useState } from 'react';
import { type Cents, toDollars } from '../../../core/money/cents';
import { Button } from '../../kit/button';
import { DataTable } from '../../kit/table/data-table';
import { useToast } from '../../kit/toast';
import { useBidAmounts } from '../bidding/bid-amount-input';
import { useTrading } from '../shared/trading-context';
import { useApiAction } from '../shared/use-api-action';
import { useApiQuery } from '../shared/use-api-query';
import { withTrading } from '../shared/with-trading';
import { decisionVerdict, type StakeholderRow } from './grid-rules';
import { GRIDS_TEXT } from './grids-text';
import { ImportLoanFiles } from './import-loan-files';
import type { StakeholderGridProps } from './props';
import { stakeholderColumns } from './stakeholder-columns';

function StakeholderGridView(props: StakeholderGridProps) {
  const { readOnly, view } = useTrading();
  const toast = useToast();
  const query = useApiQuery(['stakeholder_view', props.tapeName], (client, signal) =>
    client.POST('/stakeholder_view', { body: { tapeName: props.tapeName }, signal }),
  );
  const rows = useMemo<StakeholderRow[]>(() => query.data?.data ?? [], [query.data]);
  const [selected, setSelected] = useState<string[]>([]);
  const [processing, setProcessing] = useState(false);
  const prices = useBidAmounts('stakeholder');
  const chosen = rows.filter((r) => selected.includes(r._id));
  const verdict = decisionVerdict(chosen);
  const decides = rows.some((r) => r.selectable !== false);
  const prices_ = rows.filter((r) => r.priceEditable === true);

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
    props.onDecided?.({ action: 'approve', ids });
    await complete.run(ids);
    query.reload();
  };
  const onReject = async () => {
    const ids = [...selected];
    const result = await reject.run(ids);
    if (!result.ok) return;
    toast.show(result.data.toast || GRIDS_TEXT.loanRejected, 'success');
    setSelected([]);
    props.onDecided?.({ action: 'reject', ids });
    query.reload();
  };
  const onSubmit = async () => {
    const typed = prices_.filter((r) => prices.value(r._id) !== '');
    // Rows left blank are not sent when others were typed: their old message goes too.
    if (typed.length > 0) for (const r of prices_) if (!typed.includes(r)) prices.clear(r._id);
    const checked: { r: StakeholderRow; cents: Cents }[] = [];
    let valid = true;
    for (const r of typed.length > 0 ? typed : prices_) {
      const cents = prices.check(r._id);
      if (cents === null) valid = false;
      else checked.push({ r, cents });
    }
    if (!valid) return;
    const entries = checked.map(({ r, cents }) => ({ _id: r._id, bidPrice: toDollars(cents).toFixed(2) }));
    const result = await submit.run(entries);
    if (!result.ok) return;
    for (const { r } of checked) prices.clear(r._id);
    props.onDecided?.({ action: 'submit', ids: entries.map((e) => e._id) });
    query.reload();
  };

  const columns = useMemo(
    () =>
      stakeholderColumns({ readOnly, value: prices.value, message: prices.message, onChange: prices.set }),
    [readOnly, prices],
  );
  const decideOff = readOnly || !verdict.allowed;
  return (
    <section className="ispz-grid ispz-grid--stakeholder" aria-labelledby="ispz-stakeholder-title">
      <header className="ispz-grid__bar">
        <h2 id="ispz-stakeholder-title" className="ispz-grid__title">
          {GRIDS_TEXT.stakeholderTitle}
        </h2>
        <div className="ispz-grid__actions">
          {view.importLoanFilesButton !== 'hidden' ? (
            <ImportLoanFiles
              tapeName={props.tapeName}
              disabled={readOnly || view.importLoanFilesButton === 'disabled'}
              onImported={query.reload}
            />
          ) : null}
          {decides && !processing ? (
            <>
              <Button
                variant="primary"
                disabled={decideOff}
                pending={approve.pending || complete.pending}
                onClick={onApprove}
              >
                {GRIDS_TEXT.approve}
              </Button>
              <Button variant="danger" disabled={decideOff} pending={reject.pending} onClick={onReject}>
                {GRIDS_TEXT.reject}
              </Button>
            </>
          ) : null}
          {prices_.length > 0 ? (
            <Button variant="primary" disabled={readOnly} pending={submit.pending} onClick={onSubmit}>
              {GRIDS_TEXT.submit}
            </Button>
          ) : null}
        </div>
      </header>
      {!verdict.allowed && verdict.reason ? (
        <p className="ispz-grid__note" role="status">
          {verdict.reason}
        </p>
      ) : null}
      <DataTable
        label={GRIDS_TEXT.stakeholderTitle}
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
                isRowSelectable: (r) => r.selectable !== false,
                rowLabel: (r) => GRIDS_TEXT.selectRow(r.loan_id ?? r.loanId),
                disabled: readOnly || processing,
              }
            : undefined
        }
      />
    </section>
  );
}

/** The stakeholder grid 'Records, approval for bid amount' of one tape. */
export const StakeholderGrid = withTrading(StakeholderGridView);
