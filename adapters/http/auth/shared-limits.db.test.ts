import { afterEach, describe, expect, it } from 'vitest';
import { contractUser } from '../../../core/accounts/user-store.contract';
import { DEFAULT_AUTH_CONFIG } from '../../../core/auth/config';
import { fixedClock } from '../../../core/ports/clock';
import { sequentialIds } from '../../../core/ports/ids';
import { kyselyAuthDeps } from '../../db/auth/auth-deps';
import { kyselyClientAttemptWindows } from '../../db/auth/kysely-client-attempt-windows';
import { type DbConnection, openDatabase } from '../../db/connection';
import { testDatabases } from '../../db/testing/test-databases';
import { createHttpApp } from '../app';
import { authRoutes } from './auth-routes';
import { clientAddressOf, trustedProxies } from './client-address';
import { CLIENT_THROTTLE_TEXT } from './client-throttle';
import { testAuthCrypto } from './testing/auth-world';

// Two server instances, each with its own connection (pool), on one database — as N processes
// behind a load balancer: the per-client limits and the per-account throttle hold across them.
const clock = fixedClock('2026-01-15T12:00:00.000Z');
const crypto = testAuthCrypto();
const PROXY = '10.0.0.1';

function instance(connection: DbConnection, limit = 3) {
  const deps = kyselyAuthDeps(connection, {
    crypto,
    config: DEFAULT_AUTH_CONFIG,
    clock,
    ids: sequentialIds(),
  });
  const app = createHttpApp({
    modules: [
      authRoutes({
        deps,
        throttle: {
          windows: kyselyClientAttemptWindows(connection.db),
          limit,
          clientOf: clientAddressOf(trustedProxies([PROXY])),
          now: () => clock.now(),
        },
      }),
    ],
  });
  // Every request arrives through the balancer (the trusted proxy), naming the client.
  const login = (client: string, username = 'someone@example.test', password = 'Wrong@2026') =>
    app.request(
      '/api/auth/login',
      {
        method: 'POST',
        body: JSON.stringify({ username, password }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      },
      { incoming: { socket: { remoteAddress: PROXY } } },
    );
  return Object.assign(login, { deps });
}

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'limits shared by two instances on %s',
  (_, backend) => {
    const opened: DbConnection[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((c) => c.close()));
    });

    async function twoInstances(limit?: number) {
      const database = await backend.open({ file: true });
      const second = openDatabase(database.url);
      opened.push(second);
      return [instance(database, limit), instance(second, limit)] as const;
    }

    it('counts one client’s calls to either instance against one limit, other clients apart', async () => {
      const [a, b] = await twoInstances();
      expect((await a('198.51.100.7', 'a@example.test')).status).toBe(400);
      expect((await b('198.51.100.7', 'b@example.test')).status).toBe(400);
      expect((await a('198.51.100.7', 'c@example.test')).status).toBe(400);
      const refused = await b('198.51.100.7', 'd@example.test');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: CLIENT_THROTTLE_TEXT });
      expect((await a('198.51.100.7')).status).toBe(429);
      expect((await b('198.51.100.8')).status).toBe(400);
    });

    it('counts concurrent calls to both instances exactly, from any number of processes', async () => {
      const [a, b] = await twoInstances();
      const calls = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b)('198.51.100.9', `u${i}@example.test`)),
      );
      expect(calls.filter((r) => r.status !== 429)).toHaveLength(3);
    });

    it('lets the owner sign in from their own network on one instance while an attacker hammers the account on the other', async () => {
      const [a, b] = await twoInstances(10_000);
      const passwordHash = await crypto.passwords.hash('Secret@2026');
      await a.deps.uow.run((s) => s.users.insert(contractUser(1, { passwordHash })));
      const owner = 'user1@example.test';
      expect((await a('203.0.113.7', owner, 'Secret@2026')).status).toBe(200);
      for (let i = 0; i < 40; i++) await b(`198.51.100.${i % 20}`, owner);
      expect((await b('198.51.100.99', owner, 'Secret@2026')).status).toBe(429);
      expect((await a('203.0.113.7', owner, 'Secret@2026')).status).toBe(200);
    });
  },
);
