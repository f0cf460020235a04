import { memoryAccountHarness } from '../testing/memory-harness';
import { describeAssetStoreContract } from './asset-store.contract';

// The fakes pass the same contract as the database adapters; that is what makes the area's tests trustworthy.
describeAssetStoreContract('in-memory', memoryAccountHarness);
