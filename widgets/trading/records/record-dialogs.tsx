/**
 * The dialogs LOAN RECORDS opens, each from its own area: Reprice Loan and Transfer (transfer
 * area). One dialog at a time, controlled here; a host that passes `onReprice`/`onTransfer`
 * opens its own instead. Finishing one reloads the page of loans.
 */
import { RepriceDialog, TransferDialog } from '../transfer';
import type { LoanRecord } from './records-props';

/** Which dialog is open and for which loans. */
export type OpenDialog =
  | { readonly kind: 'reprice'; readonly loan: LoanRecord }
  | { readonly kind: 'transfer'; readonly loans: readonly LoanRecord[] }
  | null;

/** The open dialog, if any. */
export function RecordDialogs(props: { dialog: OpenDialog; onClose: () => void; onDone: () => void }) {
  const { dialog, onClose, onDone } = props;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (dialog?.kind === 'reprice') {
    return (
      <RepriceDialog
        open
        onOpenChange={onOpenChange}
        loanId={dialog.loan._id}
        loanNumber={dialog.loan.loan_id}
        onDone={onDone}
      />
    );
  }
  if (dialog?.kind === 'transfer') {
    return (
      <TransferDialog
        open
        onOpenChange={onOpenChange}
        loanIds={dialog.loans.map((l) => l._id)}
        loans={dialog.loans}
        onDone={onDone}
      />
    );
  }
  return null;
}
