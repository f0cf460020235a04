import { describeContextStoresContract } from '../contexts/contexts-stores.contract';
import { memoryAccountHarness } from '../testing/memory-harness';
import { describeRouteSettingsContract } from './route-settings-store.contract';

// The fakes pass the same contract as the database adapters; that is what makes the area's tests trustworthy.
describeContextStoresContract('in-memory', memoryAccountHarness);
describeRouteSettingsContract('in-memory', memoryAccountHarness);
