import { memoryHarness } from '../testing/store-harness';
import { describeStipulationStoreContract } from './stipulation-store.contract';

describeStipulationStoreContract('in-memory', memoryHarness);
