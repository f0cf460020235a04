/**
 * The stipulation chat modal (spec §2, §4, §5): the caller's threads on a loan from
 * `/stipulations_view/{id}`, one shown at a time (a picker when there are several) with its
 * messages, 'Stipulation already closed' when the caller closed it, the reply form while it is
 * open, and the resolve button as the server words it for the caller ('Mark query as resolve',
 * then 'Resolved' / 'Stipulation Closed', disabled). A due-diligence firm resolves by uploading
 * its final docs first ('Upload the generated tapes & final docs', the due-diligence area's
 * dialog), then closes with them. Every action is disabled on read-only pages.
 */
import { useId, useState } from 'react';
import type { components } from '../../api';
import { Button } from '../../kit/button';
import { Dialog } from '../../kit/dialog';
import { FinalDocsUploadDialog } from '../due-diligence/final-docs-upload-dialog';
import { DataState } from '../shared/data-state';
import { useTrading } from '../shared/trading-context';
import { useApiAction } from '../shared/use-api-action';
import { useApiQuery } from '../shared/use-api-query';
import { withTrading } from '../shared/with-trading';
import { useDialogOpen } from './dialog-open';
import type { StipulationChatProps } from './props';
import { StipulationReplyForm } from './stipulation-reply';
import { STIPULATION_TEXT as T } from './stipulation-text';
import { StipulationThread } from './stipulation-thread';

type Stipulation = components['schemas']['Stipulation'];

function ThreadPicker(props: {
  threads: readonly Stipulation[];
  value: string;
  viewerId: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  const other = (s: Stipulation) => (s.partyA.userId === props.viewerId ? s.partyB : s.partyA);
  return (
    <div className="ispz-field">
      <label className="ispz-field__label" htmlFor={id}>
        {T.thread}
      </label>
      <select
        id={id}
        className="ispz-input"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        {props.threads.map((s) => (
          <option key={s._id} value={s._id}>
            {T.threadOption(s.docInfo, other(s).name)}
          </option>
        ))}
      </select>
    </div>
  );
}

function ResolveButton(props: { thread: Stipulation; onResolved: () => void }) {
  const { persona, readOnly } = useTrading();
  const [finalDocs, setFinalDocs] = useState(false);
  const close = useApiAction((client, finalDocs?: readonly string[]) =>
    client.PUT('/stipulations_close', {
      body: { stipulation_id: props.thread._id, ...(finalDocs ? { finalDocs: [...finalDocs] } : {}) },
    }),
  );
  const resolve = async (docs?: readonly string[]) => {
    const result = await close.run(docs);
    if (result.ok) props.onResolved();
    return result.ok;
  };
  const { label, disabled } = props.thread.resolveButton;
  const byDdFirm = persona === 'due_diligence';
  return (
    <>
      <Button
        variant="secondary"
        disabled={disabled || readOnly}
        pending={close.pending && !finalDocs}
        onClick={() => (byDdFirm ? setFinalDocs(true) : resolve())}
      >
        {label}
      </Button>
      {byDdFirm ? (
        <FinalDocsUploadDialog
          open={finalDocs}
          onOpenChange={setFinalDocs}
          submitLabel={label}
          onUploaded={(uploads) => resolve(uploads.map((u) => u.blobName))}
        />
      ) : null}
    </>
  );
}

function Chat(props: StipulationChatProps) {
  const { session } = useTrading();
  const viewerId = session.snapshot()?.user.user_id ?? '';
  const threads = useApiQuery(['stipulations_view', props.loanId], (client, signal) =>
    client.GET('/stipulations_view/{id}', { params: { path: { id: props.loanId } }, signal }),
  );
  const [picked, setPicked] = useState(props.stipulationId ?? null);
  const list = threads.data?.data ?? [];
  const thread = list.find((s) => s._id === picked) ?? list.at(-1);
  if (threads.state !== 'ready' && !threads.data)
    return <DataState state={threads.state} errorText={threads.errorText} />;
  return (
    <DataState state="ready" empty={!thread}>
      {thread ? (
        <div className="ispz-chat">
          {list.length > 1 ? (
            <ThreadPicker threads={list} value={thread._id} viewerId={viewerId} onChange={setPicked} />
          ) : null}
          {thread.notice ? (
            <p className="ispz-chat__notice" role="status">
              {thread.notice}
            </p>
          ) : null}
          <StipulationThread
            messages={thread.messages}
            viewerId={viewerId}
            where={{ loanId: props.loanId, stipulationId: thread._id }}
          />
          {thread.closed ? null : <StipulationReplyForm stipulationId={thread._id} onSent={threads.reload} />}
          <div className="ispz-chat__resolve">
            <ResolveButton
              thread={thread}
              onResolved={() => {
                threads.reload();
                props.onResolved?.(thread._id);
              }}
            />
          </div>
        </div>
      ) : null}
    </DataState>
  );
}

/**
 * The stipulation chat modal of one loan.
 * @example <StipulationChat loanId={loan._id} loanNumber={loan.loan_id} trigger={<ViewIcon />} />
 */
function StipulationChatView(props: StipulationChatProps) {
  const [open, setOpen] = useDialogOpen(props);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={props.trigger}
      size="large"
      title={T.chatTitle}
      description={T.loanId(props.loanNumber ?? props.loanId)}
    >
      {open ? <Chat {...props} /> : null}
    </Dialog>
  );
}

/** StipulationChat for hosts with or without a `TradingProvider` above it. */
export const StipulationChat = withTrading(StipulationChatView);
