import type { MemoryDb } from '../testing/memory-db';
import type { Outbox, OutboxMessage } from './outbox';

/** In-memory outbox; `messages` reads what was enqueued by committed transactions. */
export function memoryOutbox(db: MemoryDb): Outbox & { messages(): OutboxMessage[] } {
  const table = db.table<OutboxMessage>('outbox');
  return {
    async enqueue(message) {
      table.put(message.id, message);
    },
    async enqueueMany(messages) {
      for (const message of messages) table.put(message.id, message);
    },
    messages: () => table.all(),
  };
}
