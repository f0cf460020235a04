/**
 * The question thread of one bid (spec §7 viewBidStipulations / bidStipulations): the bidder
 * asks, the lender answers, both see the thread oldest first with the chat timestamps, and a
 * message may carry an image or a pdf. 'Successfully sent inquiry' on sending; the message is
 * required ('Textarea Required'); disabled on read-only pages.
 */
import { useState } from 'react';
import { type BidQuery, bidQueryForm } from '../../../core/stipulations/bid-query-form';
import { Dialog } from '../../kit/dialog';
import { FileUpload } from '../../kit/file-upload';
import { Form, SubmitButton } from '../../kit/form';
import { TextAreaField } from '../../kit/textarea-field';
import { useSchemaForm } from '../../kit/use-schema-form';
import { uploadedBlobName, useUploadSender } from '../documents/upload-sender';
import { DataState } from '../shared/data-state';
import { useTrading } from '../shared/trading-context';
import { useApiAction } from '../shared/use-api-action';
import { useApiQuery } from '../shared/use-api-query';
import { withTrading } from '../shared/with-trading';
import { useDialogOpen } from './dialog-open';
import type { BidQuestionChatProps } from './props';
import { STIPULATION_TEXT as T } from './stipulation-text';
import { StipulationThread } from './stipulation-thread';

function BidQuestions(props: BidQuestionChatProps) {
  const [uploading, setUploading] = useState(false);
  const { session, readOnly } = useTrading();
  const send = useUploadSender();
  const ids = { bidId: props.bidId, bidderId: props.bidderId };
  const thread = useApiQuery(['viewBidStipulations', ids], (client, signal) =>
    client.GET('/viewBidStipulations', { params: { query: ids }, signal }),
  );
  const form = useSchemaForm(bidQueryForm, { defaultValues: { message: '' } });
  const ask = useApiAction((client, values: BidQuery) =>
    client.POST('/bidStipulations', { body: { ...ids, ...values } }),
  );
  const onValid = async (values: BidQuery) => {
    if ((await ask.run(values)).ok) {
      form.reset({ message: '' });
      thread.reload();
    }
  };
  const messages = thread.data?.data ?? [];
  return (
    <div className="ispz-chat">
      {thread.state !== 'ready' && !thread.data ? (
        <DataState state={thread.state} errorText={thread.errorText} />
      ) : (
        <DataState state="ready" empty={messages.length === 0}>
          <StipulationThread
            messages={messages}
            viewerId={session.snapshot()?.user.user_id ?? ''}
            where={ids}
          />
        </DataState>
      )}
      <Form form={form} onValid={onValid} aria-label={T.reply} className="ispz-reply">
        <TextAreaField name="message" label={T.message} disabled={readOnly} />
        <FileUpload
          label={T.file}
          send={send}
          context="biddingQuery"
          disabled={readOnly}
          onBusyChange={setUploading}
          onUploaded={(body, fileName) => {
            form.setValue('blobName', uploadedBlobName(body) ?? undefined);
            form.setValue('docName', fileName);
          }}
        />
        <div className="ispz-dialog-actions">
          <SubmitButton disabled={readOnly || uploading} pending={ask.pending}>
            {T.send}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

/**
 * The bid question dialog.
 * @example <BidQuestionChat bidId={row.bidId} bidderId={me} loanNumber={row.loan_id} trigger={<ChatIcon />} />
 */
function BidQuestionChatView(props: BidQuestionChatProps) {
  const [open, setOpen] = useDialogOpen(props);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={props.trigger}
      size="large"
      title={T.bidChatTitle}
      description={props.loanNumber ? T.loanId(props.loanNumber) : undefined}
    >
      {open ? <BidQuestions {...props} /> : null}
    </Dialog>
  );
}

/** BidQuestionChat for hosts with or without a `TradingProvider` above it. */
export const BidQuestionChat = withTrading(BidQuestionChatView);
