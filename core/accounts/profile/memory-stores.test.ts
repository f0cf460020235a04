import { memoryAccountHarness } from '../testing/memory-harness';
import { describeAddressStoreContract } from './address-store.contract';

// The fakes pass the same contract as the database adapters; that is what makes the area's tests trustworthy.
describeAddressStoreContract('in-memory', memoryAccountHarness);
