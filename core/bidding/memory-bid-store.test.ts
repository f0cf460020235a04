import { memoryHarness } from '../testing/store-harness';
import { describeBidStoreContract } from './bid-store.contract';

// The fake must pass the same contract as the database adapters; that is what makes core tests trustworthy.
describeBidStoreContract('in-memory', memoryHarness);
