import { memoryAccountHarness } from '../testing/memory-harness';
import { describeCredentialStoreContract } from './credential-store.contract';

// The fake passes the same contract as the database adapters; that is what makes the area's tests trustworthy.
describeCredentialStoreContract('in-memory', memoryAccountHarness);
