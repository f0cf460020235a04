/**
 * Why: an authorisation matrix needs every persona of the demo signed in, and an owner and a
 * non-owner of each kind of thing. The demo has one lender, so a second lender joins it here
 * (registered as a trading party, its own small tape imported over HTTP, a favourite filter and
 * a field mapping of its own): then every lender, investor and due-diligence firm has things that
 * are theirs and things that are another's. Each caller carries the `Actor` the platform itself
 * resolves for its session, from which the matrix derives what it may do.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticate } from '../../../../core/auth/authenticate';
import { resolveContext } from '../../../../core/auth/context';
import { startSession } from '../../../../core/auth/session-tokens';
import { unwrap } from '../../../../core/errors/result';
import type { Actor } from '../../../../core/permissions/actor';
import { DEMO_KEYS, DEMO_PEOPLE } from '../../../../fixtures/demo/people';
import { generateTapeSheet } from '../../../../fixtures/tape-generator';
import { createPlatform, type Platform } from '../../../compose';
import { loadConfig } from '../../../config';
import type { TestBackend } from '../../../db/testing/test-databases';
import { seedDemo } from '../../../seed/seed-demo';
import { loginHeaders } from '../../../seed/testing/seeded-platform';
import { writeCsv } from '../../../spreadsheet/write-sheet';
import { testAuthCrypto } from '../../auth/testing/auth-world';
import { XSRF_HEADER } from '../../session';
import { registerPartyAccount } from '../../trading/testing/party-accounts';

/** Who calls: the demo's people, the second lender, and nobody signed in. */
export type CallerKey = (typeof DEMO_KEYS)[number] | 'lender2' | 'anonymous';

export interface Caller {
  readonly key: CallerKey;
  /** The signed-in person ('' for anonymous). */
  readonly userId: string;
  readonly headers: Readonly<Record<string, string>>;
  /** What the platform resolves the session to; null for anonymous. */
  readonly actor: Actor | null;
}

export interface MatrixWorld {
  readonly platform: Platform;
  readonly callers: readonly Caller[];
  readonly by: (key: CallerKey) => Caller;
  /** What the platform logged as a failure. */
  readonly logged: string[];
  close(): Promise<void>;
}

/** The loans the matrix acts on, by loan number: one of each standing. */
export const TARGET_LOANS = {
  listed: 'AGF-A-000010',
  bidding: 'AGF-P-000005',
  bought: 'AGF-A-000001',
  approved: 'AGF-A-000003',
  pending: 'AGF-A-000004',
  lender2: 'HBR-Q-000001',
} as const;

/** The second lender's tape and loan numbers: nobody but it and the operator may see them. */
export const LENDER2_TAPE = 'Harbor-Private-2025';
export const LENDER2_LOAN_PREFIX = 'HBR-Q-';

async function actorOf(platform: Platform, headers: Record<string, string>): Promise<Actor> {
  const accessToken = headers.authorization!.replace(/^Bearer /, '');
  const session = unwrap(await authenticate(platform.auth, { accessToken }));
  return platform.resolveActor(session);
}

/** Registers the second lender and mints it a session the way login does. */
async function secondLender(platform: Platform): Promise<Record<string, string>> {
  const userId = 'lender2-harbor';
  const at = platform.clock.now().toISOString();
  await registerPartyAccount(
    platform.connection,
    { userId, name: 'Harbor Lending', email: 'lender2@harbor.test', persona: 'lender' },
    at,
  );
  const tokens = await platform.auth.uow.run(async (s) => {
    const user = (await s.users.findById(userId))!;
    const context = unwrap(await resolveContext(s, user, { isBusiness: false, businessId: null }));
    return startSession(platform.auth, s, { userId, ...context });
  });
  return { authorization: `Bearer ${tokens.accessToken}`, [XSRF_HEADER]: tokens.xsrfToken };
}

/** The second lender's own things, made through the API as the lender would make them. */
async function lender2Holdings(platform: Platform, headers: Record<string, string>): Promise<void> {
  const sheet = generateTapeSheet(4, { seed: 77, loanPrefix: LENDER2_LOAN_PREFIX, style: 'platform' });
  const form = new FormData();
  form.append('xlsxFile', new Blob([new Uint8Array(writeCsv(sheet))]), 'harbor-private-2025.csv');
  form.append('tapeName', LENDER2_TAPE);
  const json = { ...headers, 'content-type': 'application/json' };
  const calls: [string, string, RequestInit['body'], Record<string, string>][] = [
    ['POST', '/api/excel_Upload', form, headers],
    [
      'POST',
      '/api/favourite_filters',
      JSON.stringify({ name: 'Harbor jumbo', value: [{ label: 'loan amount', value: [500000, 2000000] }] }),
      json,
    ],
  ];
  for (const [method, path, body, h] of calls) {
    const res = await platform.app.request(path, { method, body, headers: h });
    if (res.status >= 300) throw new Error(`${path} as lender2: ${res.status} ${await res.text()}`);
  }
}

/** The seeded demo on `backend` plus the second lender, with every caller signed in. */
export async function matrixWorld(backend: TestBackend): Promise<MatrixWorld> {
  const db = await backend.open({ file: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'ispz-matrix-'));
  const logged: string[] = [];
  const platform = await createPlatform(
    loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: db.url }),
    {
      crypto: testAuthCrypto(),
      log: (message, error) => logged.push(`${message}: ${error instanceof Error ? error.stack : ''}`),
    },
  );
  await seedDemo(platform);
  const callers: Caller[] = [];
  for (const key of DEMO_KEYS) {
    const { userId, headers } = await loginHeaders(platform, DEMO_PEOPLE[key].email);
    callers.push({ key, userId, headers, actor: await actorOf(platform, headers) });
  }
  const lender2 = await secondLender(platform);
  await lender2Holdings(platform, lender2);
  callers.push({
    key: 'lender2',
    userId: 'lender2-harbor',
    headers: lender2,
    actor: await actorOf(platform, lender2),
  });
  callers.push({ key: 'anonymous', userId: '', headers: {}, actor: null });
  return {
    platform,
    callers,
    by: (key) => callers.find((c) => c.key === key)!,
    logged,
    async close() {
      await platform.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
