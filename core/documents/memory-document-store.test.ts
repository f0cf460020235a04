import { memoryHarness } from '../transfer/testing/store-harness';
import { describeDocumentStoreContract } from './document-store.contract';

describeDocumentStoreContract('in-memory', memoryHarness);
