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
import { Button } from '../../kit/button';
import { DataTable } from '../../kit/table/data-table';
import { useBidAmounts } from '../bidding/bid-amount-input';
import { useTrading } from '../shared/trading-context';
import { useApiQuery } from '../shared/use-api-query';
import { withTrading } from '../shared/with-trading';
import { decisionVerdict, type StakeholderRow } from './grid-rules';
import { GRIDS_TEXT } from './grids-text';
import { ImportLoanFiles } from './import-loan-files';
import type { StakeholderGridProps } from './props';
import { stakeholderColumns } from './stakeholder-columns';
import { useStakeholderActions } from './use-stakeholder-actions';

function StakeholderGridView(props: StakeholderGridProps) {
  const { readOnly, view } = useTrading();
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

  const { approve, complete, reject, submit, onApprove, onReject, onSubmit } = useStakeholderActions({
    selected,
    setSelected,
    setProcessing,
    prices,
    editable: prices_,
    reload: query.reload,
    onDecided: props.onDecided,
  });

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
