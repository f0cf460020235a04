import { MemoryDb, memoryUnitOfWork } from '../testing/memory-db';
import { memoryTradingStores } from '../testing/memory-trading';
import { describeFavouriteFilterStoreContract } from './favourite-filter-store.contract';
import { describeLoanStoreContract } from './loan-store.contract';
import { describePoolStoreContract } from './pool-store.contract';
import { describeTapeStoreContract } from './tape-store.contract';

// The in-memory fakes pass the same contracts as the database adapters: that is what makes
// the behaviour tests of the use cases (which run on the fakes) trustworthy.
const memory = async () => ({
  uow: memoryUnitOfWork(new MemoryDb(), memoryTradingStores),
  close: async () => {},
});

describeLoanStoreContract('memory', memory);
describeTapeStoreContract('memory', memory);
describePoolStoreContract('memory', memory);
describeFavouriteFilterStoreContract('memory', memory);
