import { describeAuditLogContract } from '../../../core/audit/audit-log.contract';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';
import { kyselyAuditLog, listAuditEntries } from './kysely-audit-log';

for (const backend of testDatabases()) {
  describeAuditLogContract(backend.name, async () => {
    const h = await kyselyHarness(backend, (tx, dialect) => ({ audit: kyselyAuditLog(tx, dialect) }))();
    const events = async () =>
      (await listAuditEntries(h.database.db)).map(({ seq: _seq, ...event }) => event);
    return { ...h, events };
  });
}
