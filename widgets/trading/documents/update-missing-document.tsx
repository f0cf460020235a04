/**
 * Update Missing Document (spec §2 dialog, §5 "missing-doc upload .pdf, .doc, .docx, .xlsx"):
 * the document's name and one file, uploaded with progress through `/upload_file`, then filed
 * as the loan document's next version by `/uploadMissingDocs` ('Upload successful' or the
 * server's refusal as a toast). Every control is disabled on read-only pages (spec §6).
 */
import { useState } from 'react';
import { type MissingDocument, missingDocumentForm } from '../../../core/documents/missing-document-form';
import { Button } from '../../kit/button';
import { Dialog, DialogClose } from '../../kit/dialog';
import { FieldNotes, useFieldMessage } from '../../kit/field-shell';
import { FileUpload } from '../../kit/file-upload';
import { Form, SubmitButton } from '../../kit/form';
import { TextField } from '../../kit/text-field';
import { useSchemaForm } from '../../kit/use-schema-form';
import { useTrading } from '../shared/trading-context';
import { useApiAction } from '../shared/use-api-action';
import { withTrading } from '../shared/with-trading';
import { useDialogOpen } from '../stipulations/dialog-open';
import { DOCUMENT_TEXT as T } from './document-text';
import type { UpdateMissingDocumentDialogProps } from './props';
import { uploadedBlobName, useUploadSender } from './upload-sender';

/** The form's file message ('Please select file to upload') under the picker. */
function FileMessage(props: { name: string }) {
  const message = useFieldMessage(props.name);
  return <FieldNotes hintId="" message={message} messageId={`${props.name}-message`} />;
}

function MissingDocumentForm(props: UpdateMissingDocumentDialogProps & { onDone: () => void }) {
  const [uploading, setUploading] = useState(false);
  const { readOnly } = useTrading();
  const send = useUploadSender();
  const form = useSchemaForm(missingDocumentForm, {
    defaultValues: { docName: props.docName ?? '', blobName: '' },
  });
  const file = useApiAction((client, values: MissingDocument) =>
    client.POST('/uploadMissingDocs', {
      body: {
        loan_id: props.loanId,
        docName: values.docName,
        blobName: values.blobName,
        fileNameGiven: values.fileNameGiven,
      },
    }),
  );
  const onValid = async (values: MissingDocument) => {
    const result = await file.run(values);
    if (result.ok) {
      props.onUploaded?.(values.docName);
      props.onDone();
    }
  };
  return (
    <Form form={form} onValid={onValid} aria-label={T.updateMissingTitle}>
      <TextField name="docName" label={T.documentName} disabled={readOnly} />
      <FileUpload
        label={T.file}
        send={send}
        context="missingDocument"
        disabled={readOnly}
        onUploaded={(body, fileName) => {
          form.setValue('blobName', uploadedBlobName(body) ?? '', { shouldValidate: true });
          form.setValue('fileNameGiven', fileName);
        }}
        onFailed={() => form.setValue('blobName', '')}
        onBusyChange={setUploading}
      />
      <FileMessage name="blobName" />
      <div className="ispz-dialog-actions">
        <DialogClose>
          <Button variant="secondary">{T.cancel}</Button>
        </DialogClose>
        <SubmitButton disabled={readOnly || uploading} pending={file.pending}>
          {T.upload}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The Update Missing Document dialog of one loan.
 * @example <UpdateMissingDocumentDialog loanId={loan._id} docName="Appraisal" trigger={<Button>Upload</Button>} />
 */
function UpdateMissingDocumentDialogView(props: UpdateMissingDocumentDialogProps) {
  const [open, setOpen] = useDialogOpen(props);
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={props.trigger} title={T.updateMissingTitle}>
      {open ? <MissingDocumentForm {...props} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

/** UpdateMissingDocumentDialog for hosts with or without a `TradingProvider` above it. */
export const UpdateMissingDocumentDialog = withTrading(UpdateMissingDocumentDialogView);
