import { MemoryDb, memoryUnitOfWork } from '../testing/memory-db';
import { memoryOutbox } from './memory-outbox';
import { describeOutboxContract } from './outbox.contract';

// The in-memory outbox passes the same contract as the database's (adapters/db/outbox): that is
// what makes the use-case tests that run on it trustworthy.
describeOutboxContract('memory', async () => {
  const db = new MemoryDb();
  return {
    uow: memoryUnitOfWork(db, (tx) => ({ outbox: memoryOutbox(tx) })),
    messages: async () => memoryOutbox(db).messages(),
    close: async () => {},
  };
});
