import type { Kysely } from 'kysely';
import type { Outbox } from '../../../core/notifications/outbox';
import { insertRows } from '../bulk-rows';
import type { Database } from '../schema';
import { messageToRow } from './outbox-rows';

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
      await insertRows(db, 'outbox', messages.map(messageToRow));
    },
  };
}
