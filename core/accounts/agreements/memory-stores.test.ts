import { memoryAccountHarness } from '../testing/memory-harness';
import { describeContractStoreContract } from './contract-store.contract';

// The fake passes the same contract as the database adapters; that is what makes the area's tests trustworthy.
describeContractStoreContract('in-memory', memoryAccountHarness);
