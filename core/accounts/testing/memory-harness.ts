/** The in-memory backend of the account-store contract suites. */
import { MemoryDb, memoryUnitOfWork } from '../../testing/memory-db';
import type { AccountStoreHarness } from '../account-store-harness';
import type { AccountStores } from '../account-stores';
import { memoryAccountStores } from '../memory-account-stores';
import { memoryUserStore } from '../memory-user-store';

/** A fresh in-memory database with every account store. */
export async function memoryAccountHarness(): Promise<AccountStoreHarness<AccountStores>> {
  const db = new MemoryDb();
  return {
    uow: memoryUnitOfWork(db, memoryAccountStores),
    async seedUsers(users) {
      for (const user of users)
        if (!(await memoryUserStore(db).insert(user))) throw new Error(`seed clash ${user.id}`);
    },
    close: async () => {},
  };
}
