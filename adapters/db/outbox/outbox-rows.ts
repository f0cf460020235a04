import type { Insertable, Selectable } from 'kysely';
import type { OutboxMessage } from '../../../core/notifications/outbox';
import type { Database } from '../schema';

type OutboxRow = Selectable<Database['outbox']>;
type OutboxData = NonNullable<OutboxMessage['data']>;

/** A stored outbox message with its delivery state, as the dispatcher and `ispz outbox list` see it. */
export interface OutboxRecord extends OutboxMessage {
  /** ISO instant of delivery; null while waiting. */
  readonly deliveredAt: string | null;
  /** Failed delivery attempts so far. */
  readonly attempts: number;
  readonly lastError: string | null;
}

export function messageToRow(m: OutboxMessage): Insertable<Database['outbox']> {
  return {
    id: m.id,
    channel: m.channel,
    recipient: m.to,
    subject: m.subject,
    body: m.body,
    notification_type: m.notificationType ?? null,
    data: m.data === undefined ? null : JSON.stringify(m.data),
    created_at: m.createdAt,
  };
}

/** The message exactly as enqueued: optional fields absent (not null) when they were not given. */
export function rowToMessage(r: OutboxRow): OutboxMessage {
  return {
    id: r.id,
    channel: r.channel as OutboxMessage['channel'],
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    ...(r.notification_type === null ? {} : { notificationType: r.notification_type }),
    ...(r.data === null ? {} : { data: JSON.parse(r.data) as OutboxData }),
    createdAt: r.created_at,
  };
}

export function rowToRecord(r: OutboxRow): OutboxRecord {
  return { ...rowToMessage(r), deliveredAt: r.delivered_at, attempts: r.attempts, lastError: r.last_error };
}
