import { describeTapeStoreContract } from '../tapes/tape-store.contract';
import { memoryHarness } from '../testing/store-harness';
import { describeFavouriteFilterStoreContract } from './favourite-filter-store.contract';
import { describeLoanStorageContract } from './loan-storage.contract';
import { describeLoanStoreContract } from './loan-store.contract';
import { describePoolStoreContract } from './pool-store.contract';

// The in-memory fakes pass the same contracts as the database adapters: that is what makes
// the behaviour tests of the use cases (which run on the fakes) trustworthy.
describeLoanStoreContract('memory', memoryHarness);
describeLoanStorageContract('memory', memoryHarness);
describeTapeStoreContract('memory', memoryHarness);
describePoolStoreContract('memory', memoryHarness);
describeFavouriteFilterStoreContract('memory', memoryHarness);
