/**
 * Reprice Loan (spec §2 dialogs, §5 "Reason required ('Reason is required'); Price required
 * ('Price is required'), minimum 0.01 ('Price must be greater than 0')", §7 repriceLoan
 * {loan_id, reason, new_price}). The form is core's `repriceForm`; the price goes out in
 * dollars as the payload says. The server's answer is the toast (§8); read-only pages disable it.
 */
import { toDollars } from '../../../core/money/cents';
import { REPRICE_MIN } from '../../../core/validation/constants';
import { repriceForm } from '../../../core/validation/mini/transfer-forms';
import { Button } from '../../kit/button';
import { Dialog, DialogClose } from '../../kit/dialog';
import { Form, SubmitButton } from '../../kit/form';
import { NumberField } from '../../kit/number-field';
import { TextField } from '../../kit/text-field';
import { useSchemaForm } from '../../kit/use-schema-form';
import { useApiAction, useTrading, withTrading } from '../shared';
import { useDialogOpen } from '../stipulations/dialog-open';
import type { RepriceDialogProps } from './props';
import { TRANSFER_TEXT as T } from './transfer-text';

function RepriceDialogView(props: RepriceDialogProps) {
  const [open, setOpen] = useDialogOpen(props);
  const { readOnly, view } = useTrading();
  const form = useSchemaForm(repriceForm, { defaultValues: { reason: '', new_price: '' } });
  const reprice = useApiAction((client, reason: string, dollars: number) =>
    client.POST('/repriceLoan', { body: { loan_id: props.loanId, reason, new_price: dollars } }),
  );
  const disabled = readOnly || view.repriceButton !== 'enabled';

  const onValid = async (values: { reason: string; new_price: number }) => {
    const done = await reprice.run(values.reason, toDollars(values.new_price as never));
    if (!done.ok) return;
    form.reset();
    props.onDone?.(done.data.data);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={props.trigger} title={T.repriceTitle} size="small">
      <p className="ispz-transfer__muted">
        {T.loanIdLabel}: <strong>{props.loanNumber ?? props.loanId}</strong>
      </p>
      <Form form={form} onValid={onValid} aria-label={T.repriceTitle}>
        <TextField name="reason" label={T.reasonLabel} disabled={disabled} />
        <NumberField
          name="new_price"
          label={T.priceLabel}
          min={REPRICE_MIN}
          step={0.01}
          blockMinus
          disabled={disabled}
        />
        {readOnly ? <p className="ispz-transfer__muted">{T.readOnly}</p> : null}
        <div className="ispz-dialog__footer">
          <DialogClose>
            <Button variant="secondary">{T.cancel}</Button>
          </DialogClose>
          <SubmitButton disabled={disabled} pending={reprice.pending}>
            {T.repriceSubmit}
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/**
 * The Reprice Loan dialog for one loan.
 * @example <RepriceDialog loanId={row._id} loanNumber={row.loan_id} open={open} onOpenChange={setOpen} />
 */
export const RepriceDialog = withTrading(RepriceDialogView);
