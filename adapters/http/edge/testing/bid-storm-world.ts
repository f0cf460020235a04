/**
 * Why: bids placed by many clients at once must be judged by the server a client really talks
 * to. This composes the real platform on a test database (system clock, real sessions and
 * idempotency store), registers a lender and `investors` investors as the party directory
 * reads them, opens bids on the lender's loans through the use case — all but the last valid
 * for a minute, the last only until `closingInMs` from now — mints each investor a session as
 * login does, and serves the platform on a free loopback port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { resolveContext } from '../../../../core/auth/context';
import { startSession } from '../../../../core/auth/session-tokens';
import { openForBidding } from '../../../../core/bidding/open-for-bidding';
import { unwrap } from '../../../../core/errors/result';
import { makeLoan } from '../../../../core/loans/testing/loan-samples';
import type { Actor } from '../../../../core/permissions/actor';
import { createPlatform, type Platform } from '../../../compose';
import { loadConfig } from '../../../config';
import type { TestBackend } from '../../../db/testing/test-databases';
import { testAuthCrypto } from '../../auth/testing/auth-world';
import { registerPartyAccount } from '../../trading/testing/party-accounts';

export interface StormWorld {
  readonly platform: Platform;
  /** `http://127.0.0.1:<port>/api`. */
  readonly base: string;
  /** Each investor's id and request headers (bearer and anti-forgery tokens). */
  readonly investors: ReadonlyArray<{ readonly id: string; readonly headers: Record<string, string> }>;
  /** The open bids; the last one is the one that closes during the storm. */
  readonly bids: ReadonlyArray<{ readonly id: string; readonly validTill: string }>;
  /** What the platform logged as a failure. */
  readonly logged: string[];
  close(): Promise<void>;
}

const LENDER: Actor = {
  userId: 'storm-lender',
  role: 'BUSINESSADMIN',
  persona: 'lender',
  name: 'Storm Lender',
};

/** The world on `backend`: `investors` bidders, `bidCount` open bids, the last closing soon. */
export async function stormWorld(
  backend: TestBackend,
  options: { readonly investors: number; readonly bidCount: number; readonly closingInMs: number },
): Promise<StormWorld> {
  const database = await backend.open({ file: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'ispz-storm-'));
  const logged: string[] = [];
  const platform = await createPlatform(
    loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url }),
    { crypto: testAuthCrypto(), log: (m, e) => logged.push(`${m}: ${e instanceof Error ? e.stack : ''}`) },
  );
  const at = platform.clock.now().toISOString();
  const party = (userId: string, persona: 'lender' | 'investor') =>
    registerPartyAccount(
      platform.connection,
      { userId, name: userId, email: `${userId}@storm.test`, persona },
      at,
    );
  await party(LENDER.userId, 'lender');
  const ids = Array.from({ length: options.investors }, (_, i) => `storm-investor-${i + 1}`);
  for (const id of ids) await party(id, 'investor');

  const loanIds = Array.from({ length: options.bidCount }, (_, i) => `storm-loan-${i + 1}`);
  await platform.trading.uow.run((s) =>
    s.loans.insertMany(
      loanIds.map((id, i) =>
        makeLoan({
          id,
          loanNumber: `SL-${i + 1}`,
          tapeName: 'Storm',
          lenderId: LENDER.userId,
          ownerId: LENDER.userId,
        }),
      ),
    ),
  );
  const investors = [];
  for (const id of ids) {
    const tokens = await platform.auth.uow.run(async (s) => {
      const user = (await s.users.findById(id))!;
      const context = unwrap(await resolveContext(s, user, { isBusiness: false, businessId: null }));
      return startSession(platform.auth, s, { userId: id, ...context });
    });
    investors.push({
      id,
      headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-xsrf-token': tokens.xsrfToken },
    });
  }

  const server: ServerType = serve({ fetch: platform.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((ready) => server.once('listening', ready));
  // Opened last, so the closing bid's deadline falls inside the storm that follows.
  const open = async (loans: string[], inMs: number) =>
    unwrap(
      await openForBidding(platform.trading, LENDER, {
        loanIds: loans,
        validTill: new Date(Date.now() + inMs).toISOString(),
      }),
    ).bids;
  const bids = [
    ...(await open(loanIds.slice(0, -1), 60_000)),
    ...(await open(loanIds.slice(-1), options.closingInMs)),
  ];

  return {
    platform,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    investors,
    bids: bids.map((b) => ({ id: b.id, validTill: b.validTill })),
    logged,
    async close() {
      await new Promise((done) => server.close(done));
      await platform.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
