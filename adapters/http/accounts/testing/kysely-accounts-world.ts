/**
 * The account route suites on a real database: `AuthDeps` and `AccountDeps` over one Kysely
 * connection (SQLite or the test PostgreSQL cluster), the same fixed clock and sequential ids
 * as the in-memory world, the core's test-mode payment gateway and a blob store in a temp dir.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryPaymentGateway } from '../../../../core/accounts/assets/memory-payment-gateway';
import { DEFAULT_AUTH_CONFIG } from '../../../../core/auth/config';
import { fixedClock } from '../../../../core/ports/clock';
import { sequentialIds } from '../../../../core/ports/ids';
import { localDiskBlobStore } from '../../../blob/local-disk-blob-store';
import { kyselyAccountStores } from '../../../db/account-stores';
import { kyselyAuthDeps } from '../../../db/auth/auth-deps';
import { listOutbox } from '../../../db/outbox/outbox-queries';
import type { TestDatabase } from '../../../db/testing/test-databases';
import { kyselyUnitOfWork } from '../../../db/unit-of-work';
import { testAuthCrypto } from '../../auth/testing/auth-world';
import { type MakeAccountsWorld, WORLD_START } from './accounts-world';

/** A world factory over databases from `open` (a fresh or emptied one each time). */
export function kyselyAccountsWorld(open: () => Promise<TestDatabase>): MakeAccountsWorld {
  return async () => {
    const database = await open();
    const clock = fixedClock(WORLD_START);
    const ids = sequentialIds('id');
    const dir = await mkdtemp(join(tmpdir(), 'ispz-accounts-blobs-'));
    return {
      auth: kyselyAuthDeps(database, { crypto: testAuthCrypto(), config: DEFAULT_AUTH_CONFIG, clock, ids }),
      accounts: { uow: kyselyUnitOfWork(database.db, database.dialect, kyselyAccountStores), clock, ids },
      payments: memoryPaymentGateway(),
      blobs: localDiskBlobStore(dir),
      advance: (ms) => clock.advance(ms),
      async messages() {
        const records = await listOutbox(database.db, { limit: 10_000 });
        return records
          .reverse()
          .map(({ deliveredAt: _d, attempts: _a, lastError: _l, ...message }) => message);
      },
      async close() {
        await rm(dir, { recursive: true, force: true });
        await database.close();
      },
    };
  };
}
