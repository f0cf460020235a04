import type { OutboxMessage } from '../../../core/notifications/outbox';
import { describeOutboxContract } from '../../../core/notifications/outbox.contract';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';
import { kyselyOutbox } from './kysely-outbox';
import { listOutbox } from './outbox-queries';
import type { OutboxRecord } from './outbox-rows';

const message = ({ deliveredAt: _d, attempts: _a, lastError: _e, ...m }: OutboxRecord): OutboxMessage => m;

for (const backend of testDatabases()) {
  describeOutboxContract(backend.name, async () => {
    const h = await kyselyHarness(backend, (tx) => ({ outbox: kyselyOutbox(tx) }))();
    return { ...h, messages: async () => (await listOutbox(h.database.db, { limit: 1000 })).map(message) };
  });
}
