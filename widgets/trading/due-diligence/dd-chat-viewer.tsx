/**
 * DD FULL REVIEW chat viewer (spec §2 dialogs): the caller's due-diligence case on a tape —
 * investor, firm, start date and the engagement file (downloaded with §8's pdf texts) — and,
 * for a loan of the tape, its Due-Diligence review threads read-only with the §9 chat
 * timestamps. Replying and resolving belong to the stipulation chat modal.
 */
import { MESSAGES } from '../../../core/errors/messages';
import { formatChatTimestamp, formatDateTime } from '../../../core/format/dates';
import { STIPULATION_STAGES } from '../../../core/validation/constants';
import { shortenFileName } from '../../../core/validation/file-name';
import { Button } from '../../kit/button';
import { Dialog } from '../../kit/dialog';
import { DataState, useApiQuery, useDownload, withTrading } from '../shared';
import { useDialogOpen } from '../stipulations/dialog-open';
import { DD_TEXT as T } from './due-diligence-text';
import type { DdChatViewerProps } from './props';

function Threads({ loanId }: { loanId: string }) {
  const view = useApiQuery(['dd-threads', loanId], (client, signal) =>
    client.GET('/stipulations_view/{id}', { params: { path: { id: loanId } }, signal }),
  );
  const threads = (view.data?.data ?? []).filter((s) => s.stage === STIPULATION_STAGES[0]);
  return (
    <section aria-label={T.threads} className="ispz-dd__threads">
      <h3 className="ispz-dd__subtitle">{T.threads}</h3>
      <DataState
        state={view.state}
        errorText={view.errorText}
        empty={threads.length === 0}
        emptyText={T.noThreads}
      >
        {threads.map((thread) => (
          <article key={thread._id} className="ispz-dd__thread" aria-label={thread.docInfo}>
            <h4 className="ispz-dd__thread-title">{thread.docInfo}</h4>
            <ol className="ispz-dd__messages">
              {thread.messages.map((m) => (
                <li key={m._id} className="ispz-dd__message">
                  <p className="ispz-dd__meta">
                    <strong>{m.senderName}</strong>{' '}
                    <time dateTime={m.createdAt}>{formatChatTimestamp(m.createdAt)}</time>
                  </p>
                  <p className="ispz-dd__body">{m.message}</p>
                  {m.docName ? <p className="ispz-dd__muted">{shortenFileName(m.docName)}</p> : null}
                </li>
              ))}
            </ol>
          </article>
        ))}
      </DataState>
    </section>
  );
}

function DdChatViewerView(props: DdChatViewerProps) {
  const [open, setOpen] = useDialogOpen(props);
  const cases = useApiQuery(!open ? null : ['dd-cases'], (client, signal) =>
    client.GET('/due_diligence_cases', { signal }),
  );
  const found = (cases.data?.data ?? []).filter((c) => c.tape_name === props.tapeName).at(-1);
  const engagement = useDownload(
    (client) =>
      client.GET('/get_loan_pdf/{blobName}', {
        params: { path: { blobName: found?.blobName ?? '' } },
        parseAs: 'blob',
      }),
    { failure: MESSAGES.errorDownloadingPdf },
  );
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={props.trigger} title={T.chatTitle} size="large">
      <p className="ispz-dd__muted">
        {T.tapeLabel}: <strong>{props.tapeName}</strong>
      </p>
      <DataState state={cases.state} errorText={cases.errorText} empty={!found}>
        {found ? (
          <>
            <dl className="ispz-dd__case">
              <dt>{T.investor}</dt>
              <dd>{found.investorId}</dd>
              <dt>{T.firm}</dt>
              <dd>{found.ddFirmId}</dd>
              <dt>{T.started}</dt>
              <dd>
                <time dateTime={found.startedAt}>{formatDateTime(found.startedAt)}</time>
              </dd>
            </dl>
            <Button
              variant="secondary"
              pending={engagement.pending}
              onClick={() => engagement.run(`${props.tapeName}.pdf`)}
            >
              {T.openEngagement}
            </Button>
            {props.loanId ? <Threads loanId={props.loanId} /> : null}
          </>
        ) : null}
      </DataState>
    </Dialog>
  );
}

/**
 * The DD FULL REVIEW chat viewer for a tape (and one of its loans).
 * @example <DdChatViewer tapeName="Spring" loanId={row._id} open={open} onOpenChange={setOpen} />
 */
export const DdChatViewer = withTrading(DdChatViewerView);
