import { isDeepStrictEqual } from 'node:util';
import type { Ecosystem } from '../../../../core/accounts/ecosystems/ecosystem';
import type { Tenant } from '../../../../core/accounts/tenant';
import { type AuthConfig, DEFAULT_AUTH_CONFIG } from '../../../../core/auth/config';
import type { AuthCrypto } from '../../../../core/auth/crypto';
import type { AuthDeps } from '../../../../core/auth/stores';
import type { OutboxMessage } from '../../../../core/notifications/outbox';
import { fixedClock } from '../../../../core/ports/clock';
import { sequentialIds } from '../../../../core/ports/ids';
import { insertEcosystem, insertTenant } from '../../accounts/lookup-admin';
import { listOutbox } from '../../outbox/outbox-queries';
import type { TestBackend } from '../../testing/test-databases';
import { kyselyUnitOfWork } from '../../unit-of-work';
import { kyselyAuthDeps } from '../auth-deps';

/** What a test of the auth use cases or routes drives on a real database. */
export interface KyselyAuthWorld {
  readonly deps: AuthDeps;
  /** Moves the clock `deps.clock` reads. */
  advance(ms: number): void;
  /** Every committed outbox message (where OTPs go), oldest first. */
  messages(): Promise<readonly OutboxMessage[]>;
  addEcosystem(ecosystem: Ecosystem): Promise<void>;
  addTenant(tenant: Tenant): Promise<void>;
  close(): Promise<void>;
}

/**
 * Real `AuthDeps` on a fresh database of `backend` (SQLite or the test PostgreSQL cluster), a
 * fixed clock and sequential ids, with the operator's ways to register partners and tenants —
 * so auth suites written against the in-memory world run unchanged on both databases.
 *
 * @example
 * for (const backend of testDatabases()) describeAuthRoutes(backend.name, () => kyselyAuthWorld(backend, testAuthCrypto()));
 */
export async function kyselyAuthWorld(
  backend: TestBackend,
  crypto: AuthCrypto,
  options: { readonly now?: string; readonly config?: AuthConfig } = {},
): Promise<KyselyAuthWorld> {
  const database = await backend.open();
  const clock = fixedClock(options.now ?? '2026-01-15T12:00:00.000Z');
  const deps = kyselyAuthDeps(database, {
    crypto,
    config: options.config ?? DEFAULT_AUTH_CONFIG,
    clock,
    ids: sequentialIds(),
  });
  const inTransaction = kyselyUnitOfWork(database.db, database.dialect, (tx) => tx);
  const added = (what: string) => (ok: boolean) => {
    if (!ok) throw new Error(`${what} clashes with one already registered`);
  };
  return {
    deps,
    advance: (ms) => clock.advance(ms),
    async messages() {
      const records = await listOutbox(database.db, { limit: 10_000 });
      return records.reverse().map(({ deliveredAt: _d, attempts: _a, lastError: _l, ...message }) => message);
    },
    async addEcosystem(ecosystem) {
      if (await insertEcosystem(database.db, ecosystem)) return;
      // Registering the same partner again changes nothing (as in the in-memory world).
      const stored = await deps.uow.run((s) => s.ecosystems.findById(ecosystem.id));
      added(`ecosystem ${ecosystem.id}`)(isDeepStrictEqual(stored, ecosystem));
    },
    addTenant: async (tenant) =>
      added(`tenant ${tenant.id}`)(await inTransaction.run((tx) => insertTenant(tx, tenant))),
    close: database.close,
  };
}
