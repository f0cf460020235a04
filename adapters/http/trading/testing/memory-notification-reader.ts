/**
 * The in-memory `NotificationReader` (../deps.ts): the committed outbox of a `MemoryDb`,
 * channel 'notification', addressed to one user id, newest first.
 */
import { memoryOutbox } from '../../../../core/notifications/memory-outbox';
import type { MemoryDb } from '../../../../core/testing/memory-db';
import type { NotificationReader } from '../deps';

export function memoryNotificationReader(db: MemoryDb): NotificationReader {
  return {
    async forUser(userId, limit) {
      return memoryOutbox(db)
        .messages()
        .filter((m) => m.channel === 'notification' && m.to === userId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
        .slice(0, limit);
    },
  };
}
