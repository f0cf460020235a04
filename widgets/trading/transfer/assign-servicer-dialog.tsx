/**
 * Assign Servicer (spec §2 dialogs; §5 "Servicing fee: number, min 0, step 0.01, required;
 * servicer required"; §9 "Servicer choices: three fixed entries"; §7 add_Servicer
 * {loanIdArray, servicerId, servicingPrice}). The form is core's `assignServicerForm`; the
 * fee goes out in dollars. Any refusal reads 'something went wrong' (§8) as the server answers.
 */
import { toDollars } from '../../../core/money/cents';
import { SERVICERS, SERVICING_FEE_MIN, SERVICING_FEE_STEP } from '../../../core/validation/constants';
import { assignServicerForm } from '../../../core/validation/mini/transfer-forms';
import { Button } from '../../kit/button';
import { SelectField } from '../../kit/choice-fields';
import { Dialog, DialogClose } from '../../kit/dialog';
import { Form, SubmitButton } from '../../kit/form';
import { NumberField } from '../../kit/number-field';
import { useSchemaForm } from '../../kit/use-schema-form';
import { useApiAction, useTrading, withTrading } from '../shared';
import { useDialogOpen } from '../stipulations/dialog-open';
import type { AssignServicerDialogProps } from './props';
import { TRANSFER_TEXT as T } from './transfer-text';

const OPTIONS = SERVICERS.map((s) => ({ value: s.id, label: s.name }));

function AssignServicerDialogView(props: AssignServicerDialogProps) {
  const [open, setOpen] = useDialogOpen(props);
  const { readOnly } = useTrading();
  const form = useSchemaForm(assignServicerForm, { defaultValues: { servicingPrice: '' } });
  const assign = useApiAction((client, servicerId: string, dollars: number) =>
    client.POST('/add_Servicer', {
      body: { loanIdArray: [...props.loanIds], servicerId, servicingPrice: dollars },
    }),
  );
  const disabled = readOnly || props.loanIds.length === 0;

  const onValid = async (values: { servicerId: string; servicingPrice: number }) => {
    const done = await assign.run(values.servicerId, toDollars(values.servicingPrice as never));
    if (!done.ok) return;
    form.reset();
    props.onDone?.(done.data.data);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={props.trigger} title={T.servicerTitle} size="small">
      <p className="ispz-transfer__muted">{T.loansSelected(props.loanIds.length)}</p>
      <Form form={form} onValid={onValid} aria-label={T.servicerTitle}>
        <SelectField
          name="servicerId"
          label={T.servicerLabel}
          options={OPTIONS}
          placeholder={T.servicerPlaceholder}
          disabled={disabled}
        />
        <NumberField
          name="servicingPrice"
          label={T.feeLabel}
          min={SERVICING_FEE_MIN}
          step={SERVICING_FEE_STEP}
          blockMinus
          disabled={disabled}
        />
        {readOnly ? <p className="ispz-transfer__muted">{T.readOnly}</p> : null}
        <div className="ispz-dialog__footer">
          <DialogClose>
            <Button variant="secondary">{T.cancel}</Button>
          </DialogClose>
          <SubmitButton disabled={disabled} pending={assign.pending}>
            {T.servicerSubmit}
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/**
 * The Assign Servicer dialog for the selected loans.
 * @example <AssignServicerDialog loanIds={ids} open={open} onOpenChange={setOpen} />
 */
export const AssignServicerDialog = withTrading(AssignServicerDialogView);
