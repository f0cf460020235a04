/**
 * The new-stipulation form (spec §2 "new-stipulation form (Loan Id header)", §5, §6): Document
 * Information, Stage (only 'Due-Diligence') and Second Party — both hidden for due-diligence
 * and rating-agency users, as the caller's screen says — Message and one file uploaded with
 * progress. A submit missing anything shows each field's message and the toast 'Please select
 * required field.'; the server's answer ('Query marked as resolved for this stage.' when that
 * stage is resolved) is shown as its toast. Disabled on read-only pages.
 */
import { useState } from 'react';
import { STIPULATION_STAGES } from '../../../core/validation/constants';
import { type NewStipulation, newStipulationForm } from '../../../core/validation/mini/stipulation-forms';
import { Button } from '../../kit/button';
import { SelectField } from '../../kit/choice-fields';
import { Dialog, DialogClose } from '../../kit/dialog';
import { FieldNotes, useFieldMessage } from '../../kit/field-shell';
import { FileUpload } from '../../kit/file-upload';
import { Form } from '../../kit/form';
import { TextField } from '../../kit/text-field';
import { TextAreaField } from '../../kit/textarea-field';
import { useToast } from '../../kit/toast';
import { useSchemaForm } from '../../kit/use-schema-form';
import { uploadedBlobName, useUploadSender } from '../documents/upload-sender';
import { DataState } from '../shared/data-state';
import { useTrading } from '../shared/trading-context';
import { useApiAction } from '../shared/use-api-action';
import { useApiQuery } from '../shared/use-api-query';
import { withTrading } from '../shared/with-trading';
import { useDialogOpen } from './dialog-open';
import type { NewStipulationDialogProps } from './props';
import { STIPULATION_TEXT as T } from './stipulation-text';

const STAGE_OPTIONS = STIPULATION_STAGES.map((s) => ({ value: s, label: s }));

function FileMessage() {
  const message = useFieldMessage('blobName');
  return <FieldNotes hintId="" message={message} messageId="new-stipulation-file-message" />;
}

function NewStipulationForm(props: NewStipulationDialogProps & { onDone: () => void }) {
  const [uploading, setUploading] = useState(false);
  const { view, persona, readOnly } = useTrading();
  const toast = useToast();
  const send = useUploadSender();
  const picks = view.stageAndSecondPartySelectors;
  const parties = useApiQuery(picks ? ['stipulations_view', props.loanId] : null, (client, signal) =>
    client.GET('/stipulations_view/{id}', { params: { path: { id: props.loanId } }, signal }),
  );
  const form = useSchemaForm(newStipulationForm(persona), {
    defaultValues: {
      docInfo: '',
      message: '',
      blobName: '',
      ...(picks ? { stage: STIPULATION_STAGES[0] } : {}),
    },
  });
  const create = useApiAction((client, values: NewStipulation) =>
    client.POST('/stipulations_create', {
      body: {
        loanId: props.loanId,
        baseCollectionId: props.loanId,
        collectionName: 'loanMetadata',
        ...values,
      },
    }),
  );
  const submit = async (values: NewStipulation) => {
    const result = await create.run(values);
    if (result.ok) {
      props.onCreated?.(result.data.data._id);
      props.onDone();
    }
  };
  const refuse = () => toast.show(T.selectRequiredField, 'error');
  if (picks && parties.state !== 'ready')
    return <DataState state={parties.state} errorText={parties.errorText} />;
  const partyOptions = (parties.data?.dropdown ?? []).map((p) => ({
    value: p.userId,
    label: T.partyLabel(p.name, p.persona),
  }));
  return (
    <Form form={form} onValid={submit} aria-label={T.newTitle}>
      <TextField name="docInfo" label={T.documentInfo} disabled={readOnly} />
      {picks ? (
        <>
          <SelectField name="stage" label={T.stage} options={STAGE_OPTIONS} disabled={readOnly} />
          <SelectField name="partyB" label={T.secondParty} options={partyOptions} disabled={readOnly} />
        </>
      ) : null}
      <TextAreaField name="message" label={T.message} disabled={readOnly} />
      <FileUpload
        label={T.file}
        send={send}
        context="stipulation"
        disabled={readOnly}
        onUploaded={(body) =>
          form.setValue('blobName', uploadedBlobName(body) ?? '', { shouldValidate: true })
        }
        onFailed={() => form.setValue('blobName', '')}
        onBusyChange={setUploading}
      />
      <FileMessage />
      <div className="ispz-dialog-actions">
        <DialogClose>
          <Button variant="secondary">{T.cancel}</Button>
        </DialogClose>
        <Button
          disabled={readOnly || uploading}
          pending={create.pending}
          onClick={form.handleSubmit(submit, refuse)}
        >
          {T.create}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The new-stipulation dialog of one loan ('Loan Id' in its header).
 * @example <NewStipulationDialog loanId={loan._id} loanNumber={loan.loan_id} trigger={<ChatIcon />} />
 */
function NewStipulationDialogView(props: NewStipulationDialogProps) {
  const [open, setOpen] = useDialogOpen(props);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={props.trigger}
      title={T.newTitle}
      description={T.loanId(props.loanNumber ?? props.loanId)}
    >
      {open ? <NewStipulationForm {...props} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

/** NewStipulationDialog for hosts with or without a `TradingProvider` above it. */
export const NewStipulationDialog = withTrading(NewStipulationDialogView);
