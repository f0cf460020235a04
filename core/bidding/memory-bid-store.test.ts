import { MemoryDb, memoryUnitOfWork } from '../testing/memory-db';
import { memoryTradingStores } from '../testing/memory-trading';
import { describeBidStoreContract } from './bid-store.contract';

// The fake must pass the same contract as the database adapters; that is what makes core tests trustworthy.
describeBidStoreContract('in-memory', async () => ({
  uow: memoryUnitOfWork(new MemoryDb(), memoryTradingStores),
  close: async () => {},
}));
