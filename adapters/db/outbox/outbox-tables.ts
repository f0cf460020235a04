import { col } from '../columns';

/**
 * The outbox table as the code expects it now (see `schema.ts`): every message a committed
 * change produced, until the dispatcher marks it delivered. `claimed_until` is a dispatcher's
 * lease (or, after a failure, the earliest retry); `attempts` counts failed deliveries.
 */
export const outboxTables = {
  outbox: {
    id: col.id(),
    channel: col.text(),
    /** The message's `to` (a reserved word in SQL). */
    recipient: col.text(),
    subject: col.text(),
    body: col.text(),
    notification_type: col.text({ nullable: true }),
    data: col.json({ nullable: true }),
    created_at: col.timestamp(),
    delivered_at: col.timestamp({ nullable: true }),
    claimed_until: col.timestamp({ nullable: true }),
    attempts: col.integer({ defaultTo: 0 }),
    last_error: col.text({ nullable: true }),
  },
} as const;
