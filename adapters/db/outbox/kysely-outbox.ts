import type { Kysely } from 'kysely';
import type { Outbox, OutboxMessage } from '../../../core/notifications/outbox';
import { insertValues, type Value } from '../bulk-rows';
import type { Database } from '../schema';
import { messageToRow } from './outbox-rows';

const COLUMNS = ['id', 'channel', 'recipient', 'subject', 'body', 'notification_type', 'data', 'created_at'];

/**
 * `Outbox` on Kysely: `enqueue` inserts into the transaction it was built on, so a message
 * exists exactly when the change that caused it committed. Delivery is `outbox-queries.ts`.
 */
export function kyselyOutbox(db: Kysely<Database>): Outbox {
  return {
    async enqueue(message) {
      await db.insertInto('outbox').values(messageToRow(message)).execute();
    },
    async enqueueMany(messages) {
      // Messages of one piece of news share their data record (notificationMessages): its JSON
      // is written once for all of them.
      let data: OutboxMessage['data'];
      let json: string | null = null;
      const rows = messages.map((m): Value[] => {
        if (m.data !== data) {
          data = m.data;
          json = data === undefined ? null : JSON.stringify(data);
        }
        const type = m.notificationType ?? null;
        return [m.id, m.channel, m.to, m.subject, m.body, type, json, m.createdAt];
      });
      await insertValues(db, 'outbox', COLUMNS, rows);
    },
  };
}
