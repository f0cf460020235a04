import { describeApprovalStoreContract } from './approval-store.contract';
import { memoryHarness } from './testing/store-harness';

describeApprovalStoreContract('in-memory', memoryHarness);
