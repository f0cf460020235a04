import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreHarness } from '../testing/store-harness';
import type { Outbox, OutboxMessage } from './outbox';

/** A harness that can also read back every message enqueued by committed transactions. */
export interface OutboxHarness extends StoreHarness<{ readonly outbox: Outbox }> {
  messages(): Promise<OutboxMessage[]>;
}

const email: OutboxMessage = {
  id: 'm-1',
  channel: 'email',
  to: 'investor@demo.test',
  subject: 'Your OTP',
  body: 'Your one-time password is 12345.\nIt expires in 10 minutes.',
  createdAt: '2026-01-15T12:00:00.000Z',
};

const notification: OutboxMessage = {
  id: 'm-2',
  channel: 'notification',
  to: 'user-42',
  subject: 'Tape transferred',
  body: '',
  notificationType: 'notifyTransferTape',
  data: { tapeName: 'Tape A — 2026', loans: 12, urgent: false, note: null },
  createdAt: '2026-01-15T12:00:01.000Z',
};

const byId = (messages: OutboxMessage[]) => [...messages].sort((a, b) => (a.id < b.id ? -1 : 1));

/** The behaviour every `Outbox` must have: a message exists exactly when its transaction committed. */
export function describeOutboxContract(name: string, make: () => Promise<OutboxHarness>) {
  describe(`Outbox contract: ${name}`, () => {
    let h: OutboxHarness;
    beforeEach(async () => {
      h = await make();
    });
    afterEach(async () => {
      await h.close();
    });

    it('queues a batch of messages as enqueue of each would, and an empty batch as nothing', async () => {
      await h.uow.run(async (s) => {
        await s.outbox.enqueueMany([email, notification]);
        await s.outbox.enqueueMany([]);
      });
      expect(byId(await h.messages())).toEqual([email, notification]);
      const failed = h.uow.run(async (s) => {
        await s.outbox.enqueueMany([{ ...email, id: 'm-3' }]);
        throw new Error('the change failed');
      });
      await expect(failed).rejects.toThrow('the change failed');
      expect(await h.messages()).toHaveLength(2);
    });

    it('keeps each message of a large batch as given, those sharing one data record and those without', async () => {
      const shared = { tapeName: 'Tape B', bidId: 'bid-9', amountCents: 1250, bidCount: 3 };
      const batch = Array.from({ length: 300 }, (_, i): OutboxMessage => {
        const id = `m-${String(i).padStart(3, '0')}`;
        if (i % 7 === 3) return { ...email, id };
        const data = i % 5 === 0 ? { ...shared, bidCount: i } : shared;
        return { ...notification, id, to: `user-${i % 4}`, data };
      });
      await h.uow.run((s) => s.outbox.enqueueMany(batch));
      const stored = await h.messages();
      expect(byId(stored)).toEqual(batch);
      expect(stored.filter((m) => !('data' in m))).toHaveLength(batch.filter((m) => !m.data).length);
    });

    it('keeps every field of a message, and leaves the optional ones out when not given', async () => {
      await h.uow.run(async (s) => {
        await s.outbox.enqueue(email);
        await s.outbox.enqueue(notification);
      });
      const stored = byId(await h.messages());
      expect(stored).toEqual([email, notification]);
      expect('notificationType' in stored[0]!).toBe(false);
      expect('data' in stored[0]!).toBe(false);
    });

    it('drops what a failed transaction enqueued', async () => {
      await h.uow.run((s) => s.outbox.enqueue(email));
      await expect(
        h.uow.run(async (s) => {
          await s.outbox.enqueue(notification);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await h.messages()).toEqual([email]);
    });

    it('loses no message from concurrent transactions', async () => {
      const many = Array.from({ length: 20 }, (_, i) => ({
        ...email,
        id: `m-${String(i).padStart(2, '0')}`,
      }));
      await Promise.all(many.map((m) => h.uow.run((s) => s.outbox.enqueue(m))));
      expect(byId(await h.messages())).toEqual(many);
    });
  });
}
