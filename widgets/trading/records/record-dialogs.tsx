/**
 * The dialogs LOAN RECORDS opens, each from its own area: Reprice Loan and Transfer
 * (transfer), the stipulation chat and the new-stipulation form (stipulations), Document
 * Status Details (documents), from the due-diligence tape icon, Generate The Tape (due
 * diligence) and, from a loan's id, the loan detail panel (loans). One dialog at a time,
 * controlled here; a host that passes its own callback (`onReprice`, `onTransfer`,
 * `onOpenLoan` …) opens its own instead. Finishing one reloads the loans.
 */

import { Dialog } from '../../kit/dialog';
import { DocumentStatusDialog } from '../documents';
import { TapeGenerationDialog } from '../due-diligence';
import { LoanDetailPanel } from '../loans/loan-detail-panel';
import { NewStipulationDialog, StipulationChat } from '../stipulations';
import { RepriceDialog, TransferDialog } from '../transfer';
import type { LoanRecord } from './records-props';

/** Which dialog is open and for which loans. */
export type OpenDialog =
  | {
      readonly kind: 'reprice' | 'chat' | 'view' | 'documents' | 'tape' | 'detail';
      readonly loan: LoanRecord;
    }
  | { readonly kind: 'transfer'; readonly loans: readonly LoanRecord[] }
  | null;

/** The open dialog, if any. */
export function RecordDialogs(props: { dialog: OpenDialog; onClose: () => void; onDone: () => void }) {
  const { dialog, onClose, onDone } = props;
  if (!dialog) return null;
  const host = { open: true, onOpenChange: (open: boolean) => (open ? undefined : onClose()) };
  if (dialog.kind === 'transfer') {
    return (
      <TransferDialog
        {...host}
        loanIds={dialog.loans.map((l) => l._id)}
        loans={dialog.loans}
        onDone={onDone}
      />
    );
  }
  const loan = { loanId: dialog.loan._id, loanNumber: dialog.loan.loan_id };
  switch (dialog.kind) {
    case 'reprice':
      return <RepriceDialog {...host} {...loan} onDone={onDone} />;
    case 'chat':
      return <StipulationChat {...host} {...loan} onResolved={onDone} />;
    case 'view':
      return <NewStipulationDialog {...host} {...loan} onCreated={onDone} />;
    case 'documents':
      return <DocumentStatusDialog {...host} {...loan} />;
    case 'tape':
      return <TapeGenerationDialog {...host} tapeName={dialog.loan.tape_name} />;
    case 'detail':
      return (
        <Dialog {...host} size="large" title={`Loan ${dialog.loan.loan_id}`}>
          <LoanDetailPanel loan={dialog.loan} />
        </Dialog>
      );
  }
}
