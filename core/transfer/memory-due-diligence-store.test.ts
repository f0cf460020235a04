import { describeDueDiligenceStoreContract } from './due-diligence-store.contract';
import { memoryHarness } from './testing/store-harness';

describeDueDiligenceStoreContract('in-memory', memoryHarness);
