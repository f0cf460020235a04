/**
 * The trading routes as the composition root serves them, behind the platform's own session
 * (not the tests' bearer stand-in), on SQLite and PostgreSQL: a person signs up over HTTP, acts
 * with the loan persona their wallet holds, and every state change needs the anti-forgery
 * token as well as the access token.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { fixedClock } from '../../../../core/ports/clock';
import { createPlatform, type Platform } from '../../../compose';
import { loadConfig } from '../../../config';
import { kyselyUserStore } from '../../../db/auth/kysely-user-store';
import { listOutbox } from '../../../db/outbox/outbox-queries';
import { testDatabases } from '../../../db/testing/test-databases';
import { testAuthCrypto } from '../../auth/testing/auth-world';
import { XSRF_HEADER } from '../../session';
import { grantLoanPersona } from './party-accounts';
import { seedTape } from './seed';
import { DAY, WORLD_START } from './trading-world';

const FORM = {
  firstname: 'Lena',
  lastname: 'Lakeside',
  countryCode: '+91',
  mobile: '9876500001',
  email: 'lena@example.test',
  password: 'Secret@2026',
};

describe.each(testDatabases().map((b) => [b.name, b] as const))('the platform on %s', (_n, backend) => {
  let platform: Platform;
  let dataDir: string;
  afterEach(async () => {
    await platform.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the trading routes to a signed-up person with the persona of their wallet', async () => {
    const database = await backend.open({ file: true });
    dataDir = await mkdtemp(join(tmpdir(), 'ispz-platform-'));
    const clock = fixedClock(WORLD_START);
    const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url });
    platform = await createPlatform(config, {
      clock,
      crypto: testAuthCrypto(),
      migrate: false,
      log: () => {},
    });
    const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      platform.app.request(`/api${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        headers: { 'content-type': 'application/json', ...headers },
      });

    expect((await call('POST', '/auth/signup/otp', FORM)).status).toBe(200);
    const [sent] = await listOutbox(platform.connection.db, { to: `${FORM.countryCode}${FORM.mobile}` });
    const otp = /\b(\d{5})\b/.exec(sent!.body)![1];
    const signedUp = await call('POST', '/auth/signup', { ...FORM, otp });
    expect(signedUp.status).toBe(201);
    const bearer = { authorization: `Bearer ${(await signedUp.json()).token}` };
    const guarded = { ...bearer, [XSRF_HEADER]: signedUp.headers.get(XSRF_HEADER)! };

    expect((await call('GET', '/get_loans_list', undefined, bearer)).status).toBe(403);
    const user = await kyselyUserStore(platform.connection.db).findByEmail(FORM.email);
    await grantLoanPersona(platform.connection, user!.id, 'lender', clock.now().toISOString());
    const lender = { userId: user!.id, role: 'consumer' as const, persona: 'lender' as const, name: 'Lena' };
    const [loan] = await seedTape(platform.trading, lender, { tapeName: 'Spring', count: 2 });

    const tiles = await call('GET', '/tapes', undefined, bearer);
    expect(await tiles.json()).toMatchObject({
      data: [{ tape_name: 'Spring', count: 2, lender_id: user!.id }],
    });
    const open = { loanIds: [loan!.id], validTill: new Date(clock.now().getTime() + DAY).toISOString() };
    const unguarded = await call('POST', '/open_for_bidding', open, bearer);
    expect(unguarded.status).toBe(403);
    const opened = await call('POST', '/open_for_bidding', open, guarded);
    expect([opened.status, (await opened.json()).statusText]).toEqual([201, MESSAGES.loanOpenForBidding]);
    const anonymous = await call('GET', '/tapes');
    expect([anonymous.status, (await anonymous.json()).error]).toEqual([401, MESSAGES.sessionExpired]);
  });
});
