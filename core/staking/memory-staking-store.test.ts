import { memoryHarness } from '../testing/store-harness';
import { describeStakingStoreContract } from './staking-store.contract';

describeStakingStoreContract('in-memory', memoryHarness);
