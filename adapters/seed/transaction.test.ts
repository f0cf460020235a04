import { describe, expect, it } from 'vitest';
import { domainError } from '../../core/errors/domain-error';
import { err, ok } from '../../core/errors/result';
import type { OutboxMessage } from '../../core/notifications/outbox';
import { transact } from '../../core/ports/unit-of-work';
import { kyselyOutbox } from '../db/outbox/kysely-outbox';
import { testDatabases } from '../db/testing/test-databases';
import { inTransaction, savepointUnitOfWork } from './transaction';

const message = (id: string): OutboxMessage => ({
  id,
  channel: 'notification',
  to: 'someone',
  subject: 'Hello',
  body: 'A message',
  createdAt: '2026-03-01T00:00:00.000Z',
});

const tick = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'a seed step transaction on %s',
  (_n, backend) => {
    async function world() {
      const database = await backend.open();
      const ids = async () =>
        (await database.db.selectFrom('outbox').select('id').orderBy('id').execute()).map((r) => r.id);
      const step = <T>(work: (uow: ReturnType<typeof uowOn>) => Promise<T>) =>
        inTransaction(database, (handle) => work(uowOn(handle)));
      const uowOn = (handle: Parameters<typeof savepointUnitOfWork>[0]) =>
        savepointUnitOfWork(handle, database.dialect, (tx) => ({ outbox: kyselyOutbox(tx) }));
      return { ids, step };
    }

    it('commits what every run of the step wrote', async () => {
      const { ids, step } = await world();
      await step(async (uow) => {
        await uow.run((s) => s.outbox.enqueue(message('a')));
        await uow.run((s) => s.outbox.enqueue(message('b')));
      });
      expect(await ids()).toEqual(['a', 'b']);
    });

    it('rolls the whole step back when it fails, runs that finished included', async () => {
      const { ids, step } = await world();
      const failing = step(async (uow) => {
        await uow.run((s) => s.outbox.enqueue(message('a')));
        throw new Error('power cut');
      });
      await expect(failing).rejects.toThrow('power cut');
      expect(await ids()).toEqual([]);
    });

    it('undoes only the writes of a use case that refused, and keeps the step going', async () => {
      const { ids, step } = await world();
      const refused = await step(async (uow) => {
        await uow.run((s) => s.outbox.enqueue(message('kept')));
        const result = await transact(uow, async (s) => {
          await s.outbox.enqueue(message('undone'));
          return err(domainError('conflict', 'TEST.REFUSED', 'No.'));
        });
        await uow.run((s) => s.outbox.enqueue(message('later')));
        return result;
      });
      expect(refused).toEqual(err(domainError('conflict', 'TEST.REFUSED', 'No.')));
      expect(await ids()).toEqual(['kept', 'later']);
    });

    it('lets runs nest, each undone on its own', async () => {
      const { ids, step } = await world();
      await step((uow) =>
        uow.run(async (s) => {
          await s.outbox.enqueue(message('outer'));
          const inner = await transact(uow, async (t) => {
            await t.outbox.enqueue(message('inner'));
            return err('refused');
          });
          return ok(inner);
        }),
      );
      expect(await ids()).toEqual(['outer']);
    });

    it('refuses runs that overlap instead of interleaving their savepoints', async () => {
      const { step } = await world();
      const outcomes = await step((uow) =>
        Promise.allSettled([
          uow.run(async () => tick(5)),
          uow.run(async (s) => {
            await tick(30);
            await s.outbox.enqueue(message('late'));
          }),
        ]),
      );
      expect(outcomes[0]).toMatchObject({
        status: 'rejected',
        reason: { message: expect.stringMatching(/overlapped/) },
      });
    });
  },
);
