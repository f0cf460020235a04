import { memoryHarness } from '../testing/store-harness';
import { describeTransferStoreContract } from './transfer-store.contract';

describeTransferStoreContract('in-memory', memoryHarness);
