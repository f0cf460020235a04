/**
 * LOAN RECORDS (spec §2): the caller's loans one server page at a time (6/10/15/20/25, default
 * 10), selectable across pages, added to or removed from the pool ('Added' / 'Removed'), with
 * Reprice Loan (exactly one row) and Transfer (at least one) shown, disabled or hidden as the
 * caller's screen says (§6). The data columns sort on the server, from page 1, the selection
 * kept. 125 ms after a selection the view scrolls to the bottom, where the
 * pool actions are (§9). Read-only pages disable every action.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../kit/button';
import { DataTable } from '../../kit/table';
import { useTrading, withTrading } from '../shared';
import { PoolBar } from './pool-bar';
import { type RecordActions, recordColumns } from './record-columns';
import { type OpenDialog, RecordDialogs } from './record-dialogs';
import type { LoanRecord, LoanRecordsProps } from './records-props';
import { SCROLL_AFTER_SELECTION_MS, RECORDS_TEXT as T } from './records-text';
import { useLoanRecords } from './use-loan-records';

function LoanRecordsView(props: LoanRecordsProps) {
  const { view, readOnly } = useTrading();
  const records = useLoanRecords(props.query, props.tapeName);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const titleId = useId();
  const bottom = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);
  const latest = useRef(props);
  latest.current = props;

  const select = (ids: string[]) => {
    records.setSelected(ids);
    latest.current.onSelectionChange?.(ids);
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(
      () => bottom.current?.scrollIntoView({ block: 'end', behavior: 'smooth' }),
      SCROLL_AFTER_SELECTION_MS,
    );
  };
  const actions = useMemo<RecordActions>(() => {
    /** The host's own dialog when it gave a callback, else the area's. */
    const open = (
      own: ((loan: LoanRecord) => void) | undefined,
      kind: 'chat' | 'view' | 'documents',
      loan: LoanRecord,
    ) => (own ? own(loan) : setDialog({ kind, loan }));
    return {
      // The host's own view of the loan when it listens, else the loan detail panel in a dialog.
      openLoan: (loan) => {
        const own = latest.current.onOpenLoan;
        if (own) own(loan._id);
        else setDialog({ kind: 'detail', loan });
      },
      chat: (loan) => open(latest.current.onStipulationChat, 'chat', loan),
      view: (loan) => open(latest.current.onStipulationView, 'view', loan),
      documentStatus: (loan) => open(latest.current.onDocumentStatus, 'documents', loan),
      tape: (loan) => setDialog({ kind: 'tape', loan }),
    };
  }, []);
  const columns = useMemo(() => recordColumns(view, actions), [view, actions]);

  const count = records.selected.length;
  const reprice = () => {
    const [loan] = records.selectedLoans();
    if (!loan) return;
    if (props.onReprice) props.onReprice(loan);
    else setDialog({ kind: 'reprice', loan });
  };
  const transfer = () => {
    const loans = records.selectedLoans();
    if (props.onTransfer) props.onTransfer(loans);
    else setDialog({ kind: 'transfer', loans });
  };

  return (
    <section className="ispz-records" aria-labelledby={titleId}>
      <div className="ispz-trading-bar">
        <h2 className="ispz-trading-bar__title" id={titleId}>
          {T.title}
        </h2>
        <div className="ispz-trading-bar__actions">
          {view.repriceButton === 'hidden' ? null : (
            <Button
              variant="secondary"
              disabled={view.repriceButton !== 'enabled' || readOnly || count !== 1}
              onClick={reprice}
            >
              {T.reprice}
            </Button>
          )}
          {view.transferButton === 'hidden' ? null : (
            <Button disabled={view.transferButton !== 'enabled' || readOnly || count < 1} onClick={transfer}>
              {T.transfer}
            </Button>
          )}
        </div>
      </div>
      <DataTable<LoanRecord>
        label={T.title}
        columns={columns}
        rows={records.rows}
        getRowId={(loan) => loan._id}
        state={records.state === 'loading' && records.rows.length > 0 ? 'ready' : records.state}
        errorText={records.errorText}
        selection={{
          selected: records.selected,
          onChange: select,
          rowLabel: (l) => T.selectLoan(l.loan_id),
          disabled: readOnly,
        }}
        sorting={{ value: records.sort, onChange: records.setSort, manual: true }}
        paging={{
          page: records.page,
          pageSize: records.pageSize,
          total: records.total,
          onChange: records.setPage,
        }}
      />
      <PoolBar ref={bottom} selected={records.selected} onChanged={records.reload} />
      <RecordDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          records.reload();
        }}
      />
    </section>
  );
}

/** LOAN RECORDS, standalone (give `session`) or inside a `TradingProvider`. */
export const LoanRecords = withTrading(LoanRecordsView);
