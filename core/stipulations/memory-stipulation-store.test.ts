import { memoryHarness } from '../transfer/testing/store-harness';
import { describeStipulationStoreContract } from './stipulation-store.contract';

describeStipulationStoreContract('in-memory', memoryHarness);
