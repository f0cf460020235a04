import { memoryClientAttemptWindows } from './client-attempt-windows';
import { describeClientAttemptWindowsContract } from './client-attempt-windows.contract';

// The in-memory fake passes the same contract as the database adapters (adapters/db/auth).
describeClientAttemptWindowsContract('memory', async () => memoryClientAttemptWindows());
