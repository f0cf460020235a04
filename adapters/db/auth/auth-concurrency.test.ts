import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { contractUser } from '../../../core/accounts/user-store.contract';
import { DEFAULT_AUTH_CONFIG } from '../../../core/auth/config';
import { loginWithOtp, requestLoginOtp } from '../../../core/auth/login-otp';
import { loginWithPassword } from '../../../core/auth/login-password';
import { REFRESH_GRACE_SECONDS, refreshSession } from '../../../core/auth/refresh';
import type { AuthStores } from '../../../core/auth/stores';
import { fakeCrypto } from '../../../core/auth/testing/fake-crypto';
import { unwrap } from '../../../core/errors/result';
import { fixedClock } from '../../../core/ports/clock';
import { sequentialIds } from '../../../core/ports/ids';
import { kyselyAuthStores } from '../auth-stores';
import type { DialectName } from '../dialect';
import type { Database } from '../schema';
import { type TestBackend, testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';

// Many transactions at once on one database (PostgreSQL: a pool of 4 connections, so they really
// overlap; SQLite: they queue on its one writer). Each read is slowed so every contender reads
// before any writes: only the database's compare-and-set can then tell them apart.
const pause = () => new Promise((wake) => setTimeout(wake, 5));
const slowed = <T extends object>(store: T, method: keyof T): T => {
  const original = store[method] as (...args: unknown[]) => Promise<unknown>;
  const slow = async (...args: unknown[]) => {
    const result = await original(...args);
    await pause();
    return result;
  };
  return { ...store, [method]: slow };
};
const racingStores = (tx: Kysely<Database>, dialect: DialectName): AuthStores => {
  const s = kyselyAuthStores(tx, dialect);
  return {
    ...s,
    users: slowed(s.users, 'findByEmail'),
    otps: slowed(slowed(s.otps, 'latest'), 'countIssuedAfter'),
    refreshTokens: slowed(s.refreshTokens, 'findByHash'),
  };
};

async function world(backend: TestBackend) {
  const database = await backend.open();
  const crypto = fakeCrypto();
  const deps = {
    uow: kyselyUnitOfWork(database.db, database.dialect, racingStores),
    clock: fixedClock('2026-01-15T12:00:00.000Z'),
    ids: sequentialIds(),
    crypto,
    config: DEFAULT_AUTH_CONFIG,
  };
  const password = await crypto.passwords.hash('Secret@2026');
  await deps.uow.run((s) => s.users.insert(contractUser(1, { passwordHash: password })));
  // Open every pooled connection first, so the racers start together rather than one per connect.
  await Promise.all([1, 2, 3, 4].map(() => deps.uow.run(pause)));
  return { database, deps, crypto };
}

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'auth under contention on %s',
  (_name, backend) => {
    it('gives every one of many racing refreshes with one token the same new pair, and keeps the family', async () => {
      const { deps } = await world(backend);
      const login = unwrap(
        await loginWithPassword(deps, { username: 'user1@example.test', password: 'Secret@2026' }),
      );
      const results = await Promise.all(
        Array.from({ length: 6 }, () => refreshSession(deps, { refreshToken: login.refreshToken })),
      );
      const pairs = results.map((r) => unwrap(r));
      expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
      expect(new Set(pairs.map((p) => p.accessToken)).size).toBe(1);
      const session = await deps.uow.run((s) => s.sessions.findById(login.session.sessionId));
      expect(session).toMatchObject({ revokedAt: null });
      expect((await refreshSession(deps, { refreshToken: pairs[0]!.refreshToken })).ok).toBe(true);
    });

    it('revokes the family when the used token comes back after the grace period', async () => {
      const { deps } = await world(backend);
      const login = unwrap(
        await loginWithPassword(deps, { username: 'user1@example.test', password: 'Secret@2026' }),
      );
      unwrap(await refreshSession(deps, { refreshToken: login.refreshToken }));
      deps.clock.advance(REFRESH_GRACE_SECONDS * 1000);
      const results = await Promise.all(
        Array.from({ length: 3 }, () => refreshSession(deps, { refreshToken: login.refreshToken })),
      );
      for (const r of results) expect(r).toMatchObject({ ok: false });
      const session = await deps.uow.run((s) => s.sessions.findById(login.session.sessionId));
      expect(session).toMatchObject({ revokedReason: 'refresh_reuse' });
    });

    it('counts every one of many racing wrong OTP guesses, up to the limit of tries', async () => {
      const { deps, crypto } = await world(backend);
      unwrap(await requestLoginOtp(deps, { email: 'user1@example.test' }));
      const right = crypto.secrets.digitsIssued.at(-1)!;
      const wrong = right === '00000' ? '11111' : '00000';
      const guesses = await Promise.all(
        Array.from({ length: 8 }, () => loginWithOtp(deps, { email: 'user1@example.test', otp: wrong })),
      );
      expect(guesses.every((g) => !g.ok)).toBe(true);
      const code = await deps.uow.run((s) => s.otps.latest('login', 'email:user1@example.test'));
      expect(code!.tries).toBe(DEFAULT_AUTH_CONFIG.otp.maxWrongTries);
      expect((await deps.uow.run((s) => s.attempts.get('otp:u-1')))!.failures).toBe(8);
      expect(await loginWithOtp(deps, { email: 'user1@example.test', otp: right })).toMatchObject({
        ok: false,
      });
    });

    it('counts every one of many racing wrong passwords from many sources on the account', async () => {
      const { deps } = await world(backend);
      const tries = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          loginWithPassword(
            deps,
            { username: 'user1@example.test', password: 'Wrong@2026' },
            { address: `198.51.100.${i}` },
          ),
        ),
      );
      expect(tries.every((t) => !t.ok)).toBe(true);
      expect((await deps.uow.run((s) => s.attempts.get('password:u-1')))!.failures).toBe(8);
    });

    it('sends no more codes than the per-minute limit when many requests for one address race', async () => {
      const { deps } = await world(backend);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => requestLoginOtp(deps, { email: 'user1@example.test' })),
      );
      const [limit] = DEFAULT_AUTH_CONFIG.otp.sendLimits;
      expect(results.filter((r) => r.ok)).toHaveLength(limit!.max);
      for (const r of results) if (!r.ok) expect(r.error.code).toBe('AUTH.OTP_SEND_LIMIT');
      const issued = await deps.uow.run((s) => s.otps.countIssuedAfter('email:user1@example.test', ''));
      expect(issued).toBe(limit!.max);
    });

    it('creates one account when many sign-ups race for the same email', async () => {
      const { deps } = await world(backend);
      const inserted = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          deps.uow.run(async (s) => {
            if (await s.users.findByEmail('race@example.test')) return false;
            return s.users.insert(contractUser(10 + i, { email: 'race@example.test' }));
          }),
        ),
      );
      expect(inserted.filter(Boolean)).toHaveLength(1);
    });
  },
);
