/**
 * The platform as the composition root builds it (real sessions, a migrated database) with a
 * small cast for route-configuration tests: a lender who owns the business `BIZ`, a business
 * user of it, a person without a loan persona and a platform admin. Sessions are minted the way
 * login and the context switch mint them; calls go through the app with both tokens.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { User } from '../../../../core/accounts/user';
import { resolveContext } from '../../../../core/auth/context';
import { startSession } from '../../../../core/auth/session-tokens';
import { unwrap } from '../../../../core/errors/result';
import { fixedClock } from '../../../../core/ports/clock';
import { createPlatform } from '../../../compose';
import { loadConfig } from '../../../config';
import { kyselyUserStore } from '../../../db/auth/kysely-user-store';
import type { TestBackend } from '../../../db/testing/test-databases';
import { testAuthCrypto } from '../../auth/testing/auth-world';
import { XSRF_HEADER } from '../../session';
import { registerPartyAccount } from './party-accounts';
import { WORLD_START } from './trading-world';

export type Headers = Record<string, string>;
export type Json = Record<string, unknown>;

/** The business the lender owns and the clerk works in. */
export const BIZ = 'biz-harbor';

/** Builds the platform on a fresh database of `backend`; call `close()` when done. */
export async function businessPlatform(backend: TestBackend) {
  const database = await backend.open({ file: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'ispz-routes-'));
  const clock = fixedClock(WORLD_START);
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url });
  const options = { clock, crypto: testAuthCrypto(), migrate: false, log: () => {} };
  const platform = await createPlatform(config, options);
  const at = clock.now().toISOString();
  const party = (userId: string, name: string, persona: 'lender' | null) =>
    registerPartyAccount(platform.connection, { userId, name, email: `${userId}@t.test`, persona }, at);
  await party('owner-1', 'Lena Lakeside', 'lender');
  await party('clerk-1', 'Cleo Clerk', null);
  await party('ned-1', 'Ned North', null);
  const ned = (await platform.auth.uow.run((s) => s.users.findById('ned-1')))!;
  const admin: User = {
    ...ned,
    id: 'admin-1',
    email: 'admin-1@t.test',
    referralCode: 'ADMIN1',
    role: 'ispadmin',
  };
  await kyselyUserStore(platform.connection.db).insert(admin);
  await platform.accounts.uow.run(async (s) => {
    const business = { name: 'Harbor', type: 'Private Limited' as const, category: 'Agriculture' };
    await s.businessDirectory.insert({
      id: BIZ,
      ...business,
      ecosystemId: null,
      ownerUserId: 'owner-1',
      createdAt: at,
    });
    for (const [userId, role] of [
      ['owner-1', 'BUSINESSADMIN'],
      ['clerk-1', 'BUSINESSUSER'],
    ] as const)
      await s.businessDirectory.addMember({ businessId: BIZ, userId, role, createdAt: at });
  });

  return {
    platform,
    /** The headers of a fresh session of `userId`, personal or in `businessId`. */
    async signIn(userId: string, businessId: string | null = null): Promise<Headers> {
      const tokens = await platform.auth.uow.run(async (s) => {
        const user = (await s.users.findById(userId))!;
        const context = unwrap(
          await resolveContext(s, user, { isBusiness: businessId !== null, businessId }),
        );
        return startSession(platform.auth, s, { userId, ...context });
      });
      return { authorization: `Bearer ${tokens.accessToken}`, [XSRF_HEADER]: tokens.xsrfToken };
    },
    /** `method /api<path>` with `who`'s headers; answers the status and the JSON body. */
    async call(method: string, path: string, who: Headers, body?: unknown) {
      const res = await platform.app.request(`/api${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        headers: { 'content-type': 'application/json', ...who },
      });
      return { status: res.status, body: (await res.json()) as Json };
    },
    async close(): Promise<void> {
      await platform.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type BusinessPlatform = Awaited<ReturnType<typeof businessPlatform>>;
