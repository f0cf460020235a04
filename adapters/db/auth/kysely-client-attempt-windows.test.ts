import { describeClientAttemptWindowsContract } from '../../../core/auth/client-attempt-windows.contract';
import { testDatabases } from '../testing/test-databases';
import { kyselyClientAttemptWindows } from './kysely-client-attempt-windows';
import { reusedDatabase } from './testing/reused-database';

// The contract of the in-memory fake, on SQLite and PostgreSQL.
for (const backend of testDatabases()) {
  const open = reusedDatabase(backend);
  describeClientAttemptWindowsContract(backend.name, async () =>
    kyselyClientAttemptWindows((await open()).db),
  );
}
