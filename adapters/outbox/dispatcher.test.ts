import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../core/notifications/outbox';
import { kyselyOutbox } from '../db/outbox/kysely-outbox';
import { listOutbox, REDACTED_BODY } from '../db/outbox/outbox-queries';
import type { OutboxRecord } from '../db/outbox/outbox-rows';
import { testDatabases } from '../db/testing/test-databases';
import { kyselyUnitOfWork } from '../db/unit-of-work';
import { createDispatcher, type MessageSender } from './dispatcher';

const msg = (id: string, channel: OutboxMessage['channel'], to: string): OutboxMessage => ({
  id,
  channel,
  to,
  subject: 'Your OTP',
  body: 'Your code is 12345',
  createdAt: '2026-01-15T12:00:00.000Z',
});

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'the outbox dispatcher on %s',
  (_n, backend) => {
    async function world(
      messages: OutboxMessage[],
      senders: Parameters<typeof createDispatcher>[0]['senders'],
    ) {
      const { db, dialect } = await backend.open();
      await kyselyUnitOfWork(db, dialect, (tx) => kyselyOutbox(tx)).run(async (outbox) => {
        for (const m of messages) await outbox.enqueue(m);
      });
      let now = new Date('2026-01-15T13:00:00.000Z');
      const dispatcher = createDispatcher({ db, dialect, senders, now: () => now, retryMs: 1000 });
      return { db, dispatcher, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
    }

    it('sends email, removes the OTP from the stored body, and marks notifications delivered', async () => {
      const sent: OutboxRecord[] = [];
      const email: MessageSender = { send: async (m) => void sent.push(m) };
      const { db, dispatcher } = await world(
        [msg('m1', 'email', 'a@demo.test'), msg('m2', 'notification', 'user-1')],
        { email },
      );
      expect(await dispatcher.runOnce()).toEqual({ delivered: 2, failed: 0, waiting: 0 });
      expect(sent.map((m) => [m.to, m.body])).toEqual([['a@demo.test', 'Your code is 12345']]);
      const stored = await listOutbox(db);
      expect(stored.find((m) => m.id === 'm1')).toMatchObject({ body: REDACTED_BODY });
      expect(stored.find((m) => m.id === 'm2')).toMatchObject({ body: 'Your code is 12345' });
      expect(stored.every((m) => m.deliveredAt !== null)).toBe(true);
      expect(await dispatcher.runOnce()).toEqual({ delivered: 0, failed: 0, waiting: 0 });
    });

    it('leaves messages with no configured sender readable in the outbox', async () => {
      const { db, dispatcher } = await world([msg('m1', 'sms', '+919876543210')], {});
      expect(await dispatcher.runOnce()).toEqual({ delivered: 0, failed: 0, waiting: 1 });
      const [stored] = await listOutbox(db);
      expect(stored).toMatchObject({ deliveredAt: null, body: 'Your code is 12345' });
      expect(await dispatcher.runOnce()).toEqual({ delivered: 0, failed: 0, waiting: 0 });
    });

    it('retries a failed send later with its error recorded, and delivers once it works', async () => {
      let down = true;
      const email: MessageSender = {
        send: async () => {
          if (down) throw new Error('connection refused');
        },
      };
      const { db, dispatcher, advance } = await world([msg('m1', 'email', 'a@demo.test')], { email });
      expect(await dispatcher.runOnce()).toMatchObject({ failed: 1 });
      expect((await listOutbox(db))[0]).toMatchObject({ attempts: 1, lastError: 'connection refused' });
      expect(await dispatcher.runOnce()).toMatchObject({ delivered: 0, failed: 0 });
      down = false;
      advance(2000);
      expect(await dispatcher.runOnce()).toMatchObject({ delivered: 1 });
    });
  },
);
