import { MemoryDb, memoryUnitOfWork } from '../testing/memory-db';
import { describeAuditLogContract } from './audit-log.contract';
import { memoryAuditLog } from './memory-audit-log';

// The in-memory audit log passes the same contract as the database's (adapters/db/audit): that
// is what makes the use-case tests that run on it trustworthy.
describeAuditLogContract('memory', async () => {
  const db = new MemoryDb();
  return {
    uow: memoryUnitOfWork(db, (tx) => ({ audit: memoryAuditLog(tx) })),
    events: async () => memoryAuditLog(db).events(),
    close: async () => {},
  };
});
