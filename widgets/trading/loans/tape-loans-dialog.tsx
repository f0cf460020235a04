/**
 * The dialog a Loan Tapes tile opens (spec §2): the tape's loans, paged by the server
 * (`GET /tapes/{tapeName}/loans`, page sizes 6/10/15/20/25, default 10) in the kit's table, and
 * the tape's actions: the lender selects listed loans and opens them for bidding (§6, §7). A
 * row's View shows its detail panel under the table and tells the host.
 */
import { useMemo, useState } from 'react';
import { openingControl } from '../../../core/bidding/opening-form';
import { Dialog } from '../../kit/dialog';
import { DataTable, DEFAULT_PAGE_SIZE } from '../../kit/table';
import { useApiQuery, useTrading } from '../shared';
import { LoanDetailPanel } from './loan-detail-panel';
import { LOANS_TEXT } from './loans-text';
import { OpenBidding } from './open-bidding';
import type { Loan, TapeLoansDialogProps } from './props';
import { tapeLoanColumns } from './tape-loan-columns';

/** The tape's loans and actions in a large dialog. */
export function TapeLoansDialog(props: TapeLoansDialogProps) {
  const { tapeName, onOpenLoan, onOpenedForBidding } = props;
  const { persona, readOnly } = useTrading();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE as number });
  const [selected, setSelected] = useState<string[]>([]);
  const [shown, setShown] = useState<Loan | null>(null);
  const loans = useApiQuery(['tape-loans', tapeName, paging], (client, signal) =>
    client.GET('/tapes/{tapeName}/loans', { params: { path: { tapeName }, query: paging }, signal }),
  );
  const opening = openingControl(persona, readOnly);
  const columns = useMemo(
    () =>
      tapeLoanColumns((loan) => {
        setShown(loan);
        onOpenLoan?.(loan);
      }),
    [onOpenLoan],
  );
  const page = loans.data?.data;
  const opened = (loanIds: readonly string[], emailed: number) => {
    setSelected([]);
    loans.reload();
    onOpenedForBidding?.({ tapeName, loanIds, emailed });
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={tapeName}
      size="large"
      footer={<OpenBidding state={opening} loanIds={selected} onOpened={opened} />}
    >
      <DataTable<Loan>
        label={LOANS_TEXT.tapeLoans}
        columns={columns}
        rows={page?.documents ?? []}
        getRowId={(loan) => loan._id}
        state={loans.state}
        errorText={loans.errorText}
        maxHeight="50vh"
        paging={{
          page: paging.page,
          pageSize: paging.limit,
          total: page?.count ?? 0,
          onChange: (p, size) => setPaging({ page: p, limit: size }),
        }}
        {...(opening === 'hidden'
          ? {}
          : {
              selection: {
                selected,
                onChange: setSelected,
                isRowSelectable: (loan: Loan) => loan.status === 'listed',
                rowLabel: (loan: Loan) => LOANS_TEXT.selectLoan(loan.loan_id),
                disabled: opening === 'disabled',
              },
            })}
      />
      {shown ? <LoanDetailPanel loan={shown} /> : null}
    </Dialog>
  );
}
