import { memoryAccountHarness } from '../testing/memory-harness';
import { describeMarketingInboxContract } from './marketing-inbox.contract';

// The fake passes the same contract as the database adapters; that is what makes the area's tests trustworthy.
describeMarketingInboxContract('in-memory', memoryAccountHarness);
