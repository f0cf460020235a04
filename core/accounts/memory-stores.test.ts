import { MemoryDb, memoryUnitOfWork } from '../testing/memory-db';
import { describeBusinessStoreContract } from './businesses/business-store.contract';
import { memoryBusinessStore } from './businesses/memory-business-store';
import { memoryEcosystemStore } from './ecosystems/memory-ecosystem-store';
import { describeLookupStoresContract } from './lookup-stores.contract';
import { memoryTenantStore } from './memory-tenant-store';
import { memoryUserStore } from './memory-user-store';
import { describeUserStoreContract } from './user-store.contract';

// The in-memory fakes pass the same contracts as the database stores: that is what makes them
// trustworthy stand-ins in core tests.
describeUserStoreContract('memory', async () =>
  memoryUnitOfWork(new MemoryDb(), (db) => ({ users: memoryUserStore(db) })),
);
describeBusinessStoreContract('memory', async () =>
  memoryUnitOfWork(new MemoryDb(), (db) => ({ businesses: memoryBusinessStore(db) })),
);
describeLookupStoresContract('memory', async ({ ecosystems, tenants }) => {
  const db = new MemoryDb();
  for (const e of ecosystems) memoryEcosystemStore(db).add(e);
  for (const t of tenants) memoryTenantStore(db).add(t);
  return memoryUnitOfWork(db, (tx) => ({
    ecosystems: memoryEcosystemStore(tx),
    tenants: memoryTenantStore(tx),
  }));
});
