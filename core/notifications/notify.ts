/**
 * The in-app notification of spec §3 ("Notification: userId, notificationType, tapeName") as
 * one outbox message. Every area that tells a user about a trade calls this, inside the
 * transaction of the change, so the message's shape is decided in one place: channel
 * 'notification', `to` the user id, and the tape name always in `data.tapeName`.
 */
import type { Outbox, OutboxMessage } from './outbox';

/** What a notification says and to whom. */
export interface Notification {
  /** Outbox message id (from `deps.ids`). */
  readonly id: string;
  /** ISO instant of the change that caused it. */
  readonly at: string;
  readonly userId: string;
  /** Spec §3 notificationType, e.g. 'notifyTransferTape'. */
  readonly notificationType: string;
  /** The tape the notification is about (several joined by commas). */
  readonly tapeName: string;
  readonly subject: string;
  readonly body: string;
  /** More fields for the screen; `tapeName` is added and wins over a field of that name. */
  readonly data?: Readonly<Record<string, string | number | boolean | null>>;
}

/** The outbox message of `n`. */
export function notificationMessage(n: Notification): OutboxMessage {
  return {
    id: n.id,
    channel: 'notification',
    to: n.userId,
    subject: n.subject,
    body: n.body,
    notificationType: n.notificationType,
    data: { ...n.data, tapeName: n.tapeName },
    createdAt: n.at,
  };
}

/** Who one of `notificationMessages`' messages goes to, and what it is to them. */
export type Recipient = Pick<Notification, 'id' | 'userId' | 'notificationType' | 'subject'>;

/**
 * The outbox messages of one piece of news told to several users, each with its own type and
 * subject (the winner, the losers and the lender of a bid's close): the body and data are the
 * same for all, so they are built once and shared (messages are never changed once made).
 */
export function notificationMessages(
  news: Pick<Notification, 'at' | 'tapeName' | 'body' | 'data'>,
  recipients: readonly Recipient[],
): OutboxMessage[] {
  const data = { ...news.data, tapeName: news.tapeName };
  return recipients.map((r) => ({
    id: r.id,
    channel: 'notification',
    to: r.userId,
    subject: r.subject,
    body: news.body,
    notificationType: r.notificationType,
    data,
    createdAt: news.at,
  }));
}

/**
 * Queues a notification to one user.
 *
 * @example
 * await notify(s.outbox, { id: deps.ids.next(), at, userId: lenderId,
 *   notificationType: 'notifyTransferTape', tapeName, subject: '…', body: '…' });
 */
export function notify(outbox: Outbox, n: Notification): Promise<void> {
  return outbox.enqueue(notificationMessage(n));
}
