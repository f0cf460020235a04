/**
 * The caller's notifications (`GET /notifications`, newest first): subject, message, the tape
 * it concerns and when, as §9 formats dates. Empty and failed states are the §2/§8 sentences.
 */
import { formatDateTime } from '../../../core/format/dates';
import { DataState, useApiQuery, withTrading } from '../shared';
import { LOANS_TEXT } from './loans-text';
import type { Notification, NotificationsListProps } from './props';

function Item({ note }: { note: Notification }) {
  return (
    <li className="ispz-notification">
      <p className="ispz-notification__subject">{note.subject}</p>
      <p className="ispz-notification__message">{note.message}</p>
      <p className="ispz-notification__meta">
        <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
        {note.tapeName ? <span> · {note.tapeName}</span> : null}
      </p>
    </li>
  );
}

function NotificationsListView({ limit }: NotificationsListProps) {
  const notes = useApiQuery(['notifications', limit ?? null], (client, signal) =>
    client.GET('/notifications', { params: { query: limit === undefined ? {} : { limit } }, signal }),
  );
  const items = notes.data?.data ?? [];
  return (
    // Not a landmark: the toast region of the provider is already named 'Notifications'.
    <div className="ispz-loans ispz-notifications">
      <h2 className="ispz-loans__title">{LOANS_TEXT.notificationsTitle}</h2>
      <DataState state={notes.state} errorText={notes.errorText} empty={items.length === 0}>
        <ul className="ispz-notification-list">
          {items.map((note) => (
            <Item key={note._id} note={note} />
          ))}
        </ul>
      </DataState>
    </div>
  );
}

/** The notifications list; works inside a `TradingProvider` or standalone with a `session`. */
export const NotificationsList = withTrading(NotificationsListView);
