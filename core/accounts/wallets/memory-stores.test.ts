import { memoryAccountHarness } from '../testing/memory-harness';
import { describeWalletStoreContract } from './wallet-store.contract';

// The fakes pass the same contract as the database adapters; that is what makes the area's tests trustworthy.
describeWalletStoreContract('in-memory', memoryAccountHarness);
