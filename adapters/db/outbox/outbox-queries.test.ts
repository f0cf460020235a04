import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../core/notifications/outbox';
import { testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';
import { kyselyOutbox } from './kysely-outbox';
import { claimDue, listOutbox, markDelivered, markFailed, REDACTED_BODY } from './outbox-queries';

const message = (n: number, to = 'a@demo.test'): OutboxMessage => ({
  id: `m-${String(n).padStart(2, '0')}`,
  channel: 'email',
  to,
  subject: `Message ${n}`,
  body: 'Hello',
  createdAt: `2026-01-15T12:00:${String(n).padStart(2, '0')}.000Z`,
});

const NOW = '2026-01-15T13:00:00.000Z';
const LATER = '2026-01-15T13:05:00.000Z';

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'delivering the outbox on %s',
  (_name, backend) => {
    async function outboxWith(messages: OutboxMessage[]) {
      const { db, dialect } = await backend.open();
      const uow = kyselyUnitOfWork(db, dialect, (tx, d) => ({ tx, d, outbox: kyselyOutbox(tx) }));
      await uow.run(async (s) => {
        for (const m of messages) await s.outbox.enqueue(m);
      });
      const claim = (limit: number, now = NOW, leaseUntil = LATER) =>
        uow.run((s) => claimDue(s.tx, s.d, { now, leaseUntil, limit }));
      return { db, claim };
    }

    it('lists newest first, optionally for one recipient', async () => {
      const { db } = await outboxWith([message(1), message(2, 'b@demo.test'), message(3)]);
      expect((await listOutbox(db)).map((m) => m.id)).toEqual(['m-03', 'm-02', 'm-01']);
      expect((await listOutbox(db, { to: 'a@demo.test' })).map((m) => m.id)).toEqual(['m-03', 'm-01']);
      expect((await listOutbox(db, { limit: 1 })).map((m) => m.id)).toEqual(['m-03']);
      expect(await listOutbox(db, { to: 'nobody@demo.test' })).toEqual([]);
      expect(await listOutbox(db, { channel: 'notification' })).toEqual([]);
      expect((await listOutbox(db, { channel: 'email', limit: 2 })).map((m) => m.id)).toEqual([
        'm-03',
        'm-02',
      ]);
    });

    it('claims due messages oldest first and never hands one to two dispatchers', async () => {
      const { claim } = await outboxWith(Array.from({ length: 10 }, (_, i) => message(i + 1)));
      const [first, second] = await Promise.all([claim(4), claim(4)]);
      const ids = [...first!, ...second!].map((m) => m.id);
      expect(new Set(ids).size).toBe(8);
      expect(first!.map((m) => m.id)).toEqual([...first!.map((m) => m.id)].sort());
      expect((await claim(10)).map((m) => m.id)).toEqual(
        ['m-01', 'm-02', 'm-03', 'm-04', 'm-05', 'm-06', 'm-07', 'm-08', 'm-09', 'm-10'].filter(
          (id) => !ids.includes(id),
        ),
      );
      expect(await claim(10)).toEqual([]);
    });

    it('hands a message out again once its lease has run out, unless it was delivered', async () => {
      const { db, claim } = await outboxWith([message(1), message(2)]);
      await claim(10);
      expect(await markDelivered(db, 'm-01', '2026-01-15T13:01:00.000Z')).toBe(true);
      expect(await markDelivered(db, 'm-01', '2026-01-15T13:02:00.000Z')).toBe(false);
      expect((await claim(10, LATER)).map((m) => m.id)).toEqual(['m-02']);
      const [delivered] = await listOutbox(db, { limit: 10 }).then((all) =>
        all.filter((m) => m.id === 'm-01'),
      );
      expect(delivered?.deliveredAt).toBe('2026-01-15T13:01:00.000Z');
      expect((await listOutbox(db, { undeliveredOnly: true })).map((m) => m.id)).toEqual(['m-02']);
    });

    it('drops the body of a delivered message when asked to redact it', async () => {
      const { db, claim } = await outboxWith([message(1), message(2)]);
      await claim(10);
      await markDelivered(db, 'm-01', '2026-01-15T13:01:00.000Z', { redact: true });
      await markDelivered(db, 'm-02', '2026-01-15T13:01:00.000Z');
      const all = await listOutbox(db, { limit: 10 });
      expect(all.find((m) => m.id === 'm-01')?.body).toBe(REDACTED_BODY);
      expect(all.find((m) => m.id === 'm-02')?.body).not.toBe(REDACTED_BODY);
    });

    it('counts failed attempts and retries no earlier than asked', async () => {
      const { db, claim } = await outboxWith([message(1)]);
      await claim(1);
      await markFailed(db, 'm-01', 'SMTP 451 try later', '2026-01-15T14:00:00.000Z');
      expect(await claim(1, '2026-01-15T13:30:00.000Z')).toEqual([]);
      const [again] = await claim(1, '2026-01-15T14:00:00.000Z');
      expect(again).toMatchObject({
        id: 'm-01',
        attempts: 1,
        lastError: 'SMTP 451 try later',
        deliveredAt: null,
      });
    });
  },
);
