/**
 * A stipulation thread's messages, oldest first (spec §3 messages; §9 chat timestamp "month
 * abbreviated, day ordinal, year, 12-hour time" from core/format): who wrote, when, the
 * document's name with a button opening its preview, and the text. Announced politely, so a
 * new reply is read out.
 */
import { formatChatTimestamp } from '../../../core/format/dates';
import { Button } from '../../kit/button';
import { DocumentPreview } from '../documents/document-preview';
import type { DocumentRef } from '../documents/props';
import { STIPULATION_TEXT as T } from './stipulation-text';

/** One message as the thread shows it (stipulation and bid-query messages alike). */
export interface ThreadMessage {
  readonly _id: string;
  readonly sender: string;
  readonly senderName: string;
  readonly docName: string | null;
  readonly message: string;
  readonly blobName: string | null;
  readonly createdAt: string;
}

/** Props of `StipulationThread`. */
export interface StipulationThreadProps {
  readonly messages: readonly ThreadMessage[];
  /** The viewer, whose own messages sit on the right. */
  readonly viewerId: string;
  /** Where the attachments are kept, so the file routes let the viewer read them. */
  readonly where: Omit<DocumentRef, 'blobName' | 'fileName'>;
}

/** The message list of a thread. */
export function StipulationThread(props: StipulationThreadProps) {
  return (
    <ol className="ispz-thread" aria-label={T.conversation} aria-live="polite">
      {props.messages.map((m) => (
        <li key={m._id} className="ispz-thread__message" data-own={m.sender === props.viewerId}>
          <article aria-label={T.messageBy(m.senderName)}>
            <header className="ispz-thread__meta">
              <span className="ispz-thread__sender">{m.senderName}</span>
              <time dateTime={m.createdAt}>{formatChatTimestamp(m.createdAt)}</time>
            </header>
            <p className="ispz-thread__text">{m.message}</p>
            {m.blobName ? (
              <DocumentPreview
                document={{ ...props.where, blobName: m.blobName, fileName: m.docName || m.blobName }}
                trigger={
                  <Button variant="ghost" className="ispz-thread__file">
                    {T.attachment(m.docName || m.blobName)}
                  </Button>
                }
              />
            ) : m.docName ? (
              <p className="ispz-thread__doc">{m.docName}</p>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
