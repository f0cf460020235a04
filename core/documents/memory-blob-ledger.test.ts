import { memoryHarness } from '../testing/store-harness';
import { describeBlobLedgerContract } from './blob-ledger.contract';

describeBlobLedgerContract('in-memory', memoryHarness);
