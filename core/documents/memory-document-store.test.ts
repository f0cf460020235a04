import { memoryHarness } from '../testing/store-harness';
import { describeDocumentStoreContract } from './document-store.contract';

describeDocumentStoreContract('in-memory', memoryHarness);
