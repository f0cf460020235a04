/**
 * The Transfer header button's dialog (spec §2 LOAN RECORDS, §4 "Transfer blocked until due
 * diligence started and completed … and when loans already transferred", §7 transferLoanNew /
 * aggregatorTransfer). It names what will happen and to whom, then sends once; the guards are
 * the server's, so their texts ('Please start the Due Diligence process for {tape}', 'Loans
 * already transferred' …) arrive as the answer's toast. Disabled on read-only pages (§6).
 */
import { Button } from '../../kit/button';
import { Dialog, DialogClose } from '../../kit/dialog';
import { type ApiAnswer, useApiAction, useTrading, withTrading } from '../shared';
import { useDialogOpen } from '../stipulations/dialog-open';
import type { OwnershipChange, TransferDialogProps } from './props';
import { transferSides } from './transfer-sides';
import { TRANSFER_TEXT as T } from './transfer-text';

function TransferDialogView(props: TransferDialogProps) {
  const [open, setOpen] = useDialogOpen(props);
  const { persona, readOnly, view } = useTrading();
  const loanIds = [...new Set(props.loanIds)];
  const sides = transferSides(persona, loanIds, props.loans, props.aggregateTo);
  const body = {
    loanIdArr: loanIds,
    ...(sides.ok && sides.lenderId ? { lenderId: sides.lenderId } : {}),
    ...(sides.ok && sides.investorId ? { investorId: sides.investorId } : {}),
  };
  const transfer = useApiAction(
    async (client): Promise<ApiAnswer<TransferAnswer>> =>
      props.aggregateTo
        ? await client.POST('/aggregatorTransfer', { body })
        : await client.POST('/transferLoanNew', { body }),
  );
  const allowed = !readOnly && view.transferButton === 'enabled' && sides.ok && loanIds.length > 0;

  const send = async () => {
    const done = await transfer.run();
    if (!done.ok) return;
    const answer = done.data;
    props.onDone?.({
      message: 'statusText' in answer ? answer.statusText : answer.message,
      changes: 'result' in answer ? answer.result : [],
    });
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={props.trigger}
      title={T.transferTitle}
      size="small"
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{T.cancel}</Button>
          </DialogClose>
          <Button onClick={send} disabled={!allowed} pending={transfer.pending}>
            {T.transferButton}
          </Button>
        </>
      }
    >
      {sides.ok ? (
        <p className="ispz-transfer__text">
          {(props.aggregateTo ? T.confirmAggregate : T.confirmTransfer)(loanIds.length, sides.party)}
        </p>
      ) : (
        <p className="ispz-transfer__notice" role="alert">
          {sides.message}
        </p>
      )}
      {readOnly ? <p className="ispz-transfer__muted">{T.readOnly}</p> : null}
    </Dialog>
  );
}

/** What either transfer answers, as far as the dialog reads it. */
type TransferAnswer =
  | { readonly statusText: string; readonly result: readonly OwnershipChange[] }
  | { readonly message: string };

/**
 * The Transfer dialog: confirms and transfers the selected loans to the one counterparty.
 * @example <TransferDialog loanIds={ids} loans={rows} open={open} onOpenChange={setOpen} onDone={reload} />
 */
export const TransferDialog = withTrading(TransferDialogView);
