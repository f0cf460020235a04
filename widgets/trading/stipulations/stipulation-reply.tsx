/**
 * Replying in a stipulation thread (spec §5): Document Name ('Document Name is required'),
 * the message ('Textarea Required') and one file; Send stays disabled until the file is
 * uploaded (core's `canSendStipulationReply`) and on read-only pages. Sent to
 * `/stipulations_reply`; the server's answer is the toast.
 */
import {
  canSendStipulationReply,
  type StipulationReply,
  stipulationReplyForm,
} from '../../../core/validation/mini/stipulation-forms';
import { FileUpload } from '../../kit/file-upload';
import { Form, SubmitButton } from '../../kit/form';
import { TextField } from '../../kit/text-field';
import { TextAreaField } from '../../kit/textarea-field';
import { useSchemaForm } from '../../kit/use-schema-form';
import { uploadedBlobName, useUploadSender } from '../documents/upload-sender';
import { useTrading } from '../shared/trading-context';
import { useApiAction } from '../shared/use-api-action';
import { STIPULATION_TEXT as T } from './stipulation-text';

/** Props of `StipulationReplyForm`. */
export interface StipulationReplyFormProps {
  readonly stipulationId: string;
  /** Called after the server took the reply (the chat reloads the thread). */
  readonly onSent: () => void;
}

/** The reply form under an open thread. */
export function StipulationReplyForm(props: StipulationReplyFormProps) {
  const { readOnly } = useTrading();
  const send = useUploadSender();
  const form = useSchemaForm(stipulationReplyForm, {
    defaultValues: { docName: '', message: '', blobName: '' },
  });
  const reply = useApiAction((client, values: StipulationReply) =>
    client.PUT('/stipulations_reply', { body: { stipulation_id: props.stipulationId, ...values } }),
  );
  const uploaded = canSendStipulationReply({ blobName: form.watch('blobName') });
  const onValid = async (values: StipulationReply) => {
    const result = await reply.run(values);
    if (result.ok) {
      form.reset({ docName: '', message: '', blobName: '' });
      props.onSent();
    }
  };
  return (
    <Form form={form} onValid={onValid} aria-label={T.reply} className="ispz-reply">
      <TextField name="docName" label={T.documentName} disabled={readOnly} />
      <TextAreaField name="message" label={T.message} disabled={readOnly} />
      <FileUpload
        label={T.file}
        send={send}
        context="stipulation"
        disabled={readOnly}
        onUploaded={(body) => form.setValue('blobName', uploadedBlobName(body) ?? '')}
        onFailed={() => form.setValue('blobName', '')}
      />
      <div className="ispz-dialog-actions">
        <SubmitButton disabled={readOnly || !uploaded} pending={reply.pending}>
          {T.send}
        </SubmitButton>
      </div>
    </Form>
  );
}
