import { memoryHarness } from '../testing/store-harness';
import { describeApprovalStoreContract } from './approval-store.contract';

describeApprovalStoreContract('in-memory', memoryHarness);
