import type { Ecosystem } from '../../../../core/accounts/ecosystems/ecosystem';
import type { Tenant } from '../../../../core/accounts/tenant';
import type { AuthDeps } from '../../../../core/auth/stores';
import { memoryAuth } from '../../../../core/auth/testing/memory-auth';
import type { OutboxMessage } from '../../../../core/notifications/outbox';
import { createAuthCrypto } from '../../../crypto/auth-crypto';

/**
 * What the auth route suites run against: `AuthDeps` on some storage, plus the few things a
 * test needs that no auth port offers — moving the clock, reading the outbox (where OTPs go),
 * and registering ecosystems and tenants (operator data). The suites run on the in-memory world
 * now; a database world (SQLite, PostgreSQL) passes the same suites by implementing this.
 */
export interface AuthWorld {
  readonly deps: AuthDeps;
  /** Moves the clock `deps.clock` reads. */
  advance(ms: number): void;
  /** Every committed outbox message, oldest first. */
  messages(): Promise<readonly OutboxMessage[]>;
  addEcosystem(ecosystem: Ecosystem): Promise<void>;
  addTenant(tenant: Tenant): Promise<void>;
  close(): Promise<void>;
}

export type MakeAuthWorld = () => Promise<AuthWorld>;

/** The real crypto adapters with cheap scrypt parameters, so tests stay fast. */
export function testAuthCrypto() {
  return createAuthCrypto({
    jwtSecret: 'jwt-secret-for-tests-at-least-32-bytes!!',
    pepper: 'pepper-for-tests-at-least-32-bytes-long!!',
    scrypt: { N: 2 ** 10, r: 8, p: 1, keyLength: 32, saltLength: 16 },
  });
}

/** The in-memory world: the core's fakes, a fixed clock and the real crypto adapters. */
export const memoryAuthWorld: MakeAuthWorld = async () => {
  const auth = memoryAuth({ crypto: testAuthCrypto() });
  return {
    deps: auth.deps,
    advance: (ms) => auth.clock.advance(ms),
    messages: async () => auth.outbox(),
    addEcosystem: async (ecosystem) => auth.addEcosystem(ecosystem),
    addTenant: async (tenant) => auth.addTenant(tenant),
    close: async () => {},
  };
};
