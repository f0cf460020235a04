import { memoryHarness } from '../testing/store-harness';
import { describeDueDiligenceStoreContract } from './due-diligence-store.contract';

describeDueDiligenceStoreContract('in-memory', memoryHarness);
