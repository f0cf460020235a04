import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_CONFIG } from '../../../core/auth/config';
import type { OtpRecord } from '../../../core/auth/otp';
import { kyselyAuthStores } from '../auth-stores';
import { testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';
import { kyselyClientAttemptWindows } from './kysely-client-attempt-windows';
import { purgeExpiredAuthRows } from './purge-expired';

const NOW = new Date('2026-01-15T12:00:00.000Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

/** An OTP issued `minutes` ago that lives 10 minutes. */
const otp = (id: string, minutes: number): OtpRecord => ({
  id,
  purpose: 'login',
  subject: 'email:a@example.test',
  destination: 'a@example.test',
  channel: 'email',
  codeMac: `mac-${id}`,
  delivered: true,
  context: {},
  createdAt: ago(minutes),
  expiresAt: ago(minutes - 10),
  tries: 0,
  consumedAt: null,
});

const sso = (hash: string, expiredMinutesAgo: number) => ({
  hash,
  ecosystemId: 'eco-1',
  redirectUri: 'https://partner.example/cb',
  userId: 'u-1',
  sourceSessionId: 's-1',
  createdAt: ago(expiredMinutesAgo + 1),
  expiresAt: ago(expiredMinutesAgo),
  redeemedAt: null,
  redeemedSessionId: null,
});

const social = (keyHash: string, expiredMinutesAgo: number) => ({
  keyHash,
  provider: 'google',
  providerUserId: 'g-1',
  email: null,
  firstName: 'Neha',
  lastName: '',
  createdAt: ago(expiredMinutesAgo + 30),
  expiresAt: ago(expiredMinutesAgo),
  consumedAt: null,
});

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'purging expired auth rows on %s',
  (_n, backend) => {
    it('removes only rows that can no longer matter', async () => {
      const { db, dialect } = await backend.open();
      const uow = kyselyUnitOfWork(db, dialect, kyselyAuthStores);
      await uow.run(async (s) => {
        // Expired and past the hour-long send-limit window; expired but still counted; still usable.
        for (const [id, minutes] of [
          ['old', 61],
          ['counted', 59],
          ['live', 5],
        ] as const)
          await s.otps.insert(otp(id, minutes));
        await s.ssoCodes.insert(sso('stale', 25 * 60));
        await s.ssoCodes.insert(sso('recent', 60));
        await s.socialRegistrations.insert(social('stale', 25 * 60));
        await s.socialRegistrations.insert(social('recent', 1));
      });

      const purged = await purgeExpiredAuthRows(db, { now: NOW, config: DEFAULT_AUTH_CONFIG });
      expect(purged).toEqual({
        otps: 1,
        ssoCodes: 1,
        socialRegistrations: 1,
        loginAttempts: 0,
        clientWindows: 0,
      });
      const otps = await db.selectFrom('otps').select('id').orderBy('id').execute();
      expect(otps.map((r) => r.id)).toEqual(['counted', 'live']);
      const codes = await db.selectFrom('sso_codes').select('hash').execute();
      expect(codes.map((r) => r.hash)).toEqual(['recent']);
      expect(await uow.run((s) => s.otps.countIssuedAfter('email:a@example.test', ago(60)))).toBe(2);
      expect(await uow.run((s) => s.socialRegistrations.findByKeyHash('recent'))).not.toBeNull();
      expect(await purgeExpiredAuthRows(db, { now: NOW, config: DEFAULT_AUTH_CONFIG })).toEqual({
        otps: 0,
        ssoCodes: 0,
        socialRegistrations: 0,
        loginAttempts: 0,
        clientWindows: 0,
      });
    });

    it('removes per-client attempt windows older than a day', async () => {
      const { db } = await backend.open();
      const windows = kyselyClientAttemptWindows(db);
      await windows.hit('auth:198.51.100.1', new Date(Date.parse(ago(25 * 60))), 600);
      await windows.hit('auth:198.51.100.2', new Date(Date.parse(ago(5))), 600);
      expect(await purgeExpiredAuthRows(db, { now: NOW, config: DEFAULT_AUTH_CONFIG })).toMatchObject({
        clientWindows: 1,
      });
      const left = await db.selectFrom('client_attempt_windows').select('client_key').execute();
      expect(left.map((r) => r.client_key)).toEqual(['auth:198.51.100.2']);
    });

    it('removes failed-sign-in counters whose window and delay have both passed, and lapsed known sources', async () => {
      const { db, dialect } = await backend.open();
      const uow = kyselyUnitOfWork(db, dialect, kyselyAuthStores);
      // The default throttle window is 24 hours; a source stays known for 90 days.
      const DAY = 60 * 24;
      const attempt = (key: string, windowMinutesAgo: number, lockedUntil: string | null) => ({
        key,
        failures: lockedUntil ? 0 : 3,
        windowStartedAt: ago(windowMinutesAgo),
        lockedUntil,
        version: 1,
      });
      await uow.run(async (s) => {
        for (const record of [
          attempt('password:unknown:email:made-up@example.test', DAY + 1, null),
          attempt('otp:unknown:mobile:9876543210', 2 * DAY, null),
          attempt('password:u-lapsed-lock', DAY + 30, ago(10)),
          attempt('password:u-recent', DAY - 5, null),
          attempt('password:unknown:email:still-locked@example.test', DAY + 30, ago(-5)),
          attempt('known:u-old@10.0.0.1', 91 * DAY, null),
          attempt('known:u-recent@10.0.0.1', 89 * DAY, null),
        ])
          expect(await s.attempts.save(record, null)).toBe(true);
      });

      const purged = await purgeExpiredAuthRows(db, { now: NOW, config: DEFAULT_AUTH_CONFIG });
      expect(purged).toMatchObject({ loginAttempts: 4 });
      const left = await db
        .selectFrom('login_attempts')
        .select('attempt_key')
        .orderBy('attempt_key')
        .execute();
      expect(left.map((r) => r.attempt_key)).toEqual([
        'known:u-recent@10.0.0.1',
        'password:u-recent',
        'password:unknown:email:still-locked@example.test',
      ]);
      expect(await uow.run((s) => s.attempts.get('password:u-recent'))).toMatchObject({ failures: 3 });
    });
  },
);
