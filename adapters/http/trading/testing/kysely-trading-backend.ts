/**
 * The trading world on a real database (SQLite or the test PostgreSQL cluster): a fresh
 * migrated database, and the platform the composition root builds on it — its Kysely trading
 * stores, idempotency table and notification reader are what the routes then run on. The clock
 * and ids stay the tests' (fixed, sequential), so answers read the same as in memory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '../../../../core/ports/clock';
import { sequentialIds } from '../../../../core/ports/ids';
import { createPlatform } from '../../../compose';
import { loadConfig } from '../../../config';
import { listAuditEntries } from '../../../db/audit/kysely-audit-log';
import { listOutbox } from '../../../db/outbox/outbox-queries';
import type { TestBackend } from '../../../db/testing/test-databases';
import { testAuthCrypto } from '../../auth/testing/auth-world';
import { registerPartyAccount } from './party-accounts';
import type { MakeTradingBackend } from './trading-backend';

/**
 * A `MakeTradingBackend` on `backend`: each world gets its own database (a temp file on SQLite,
 * so the platform's own connection opens the same one), dropped at `close()`.
 *
 * @example
 * for (const b of testDatabases()) it(b.name, async () => { const w = await tradingWorld({ backend: kyselyTradingBackend(b) }); … });
 */
export function kyselyTradingBackend(backend: TestBackend): MakeTradingBackend {
  return async ({ now }) => {
    const database = await backend.open({ file: true });
    const dataDir = await mkdtemp(join(tmpdir(), 'ispz-trading-db-'));
    const clock = fixedClock(now);
    const platform = await createPlatform(
      loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url }),
      { clock, ids: sequentialIds(), crypto: testAuthCrypto(), migrate: false, log: () => {} },
    );
    const { db } = platform.connection;
    return {
      trading: platform.trading,
      connection: platform.connection,
      clock,
      notifications: platform.notifications,
      tapeFiles: platform.tapeFiles,
      idempotency: platform.idempotency,
      addParty: (party) => registerPartyAccount(platform.connection, party, clock.now().toISOString()),
      async outbox() {
        const records = await listOutbox(db, { limit: 100_000 });
        return records
          .reverse()
          .map(({ deliveredAt: _d, attempts: _a, lastError: _l, ...message }) => message);
      },
      async audit() {
        const entries = await listAuditEntries(db, { limit: 100_000 });
        return entries.map(({ seq: _s, ...event }) => event);
      },
      async close() {
        await platform.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  };
}
