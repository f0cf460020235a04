import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../adapters/db/testing/test-databases';
import { requestLoginOtp } from '../../core/auth/login-otp';
import { unwrap } from '../../core/errors/result';
import { DEMO_TAPES } from '../../fixtures/tapes/build';
import { EXIT } from '../errors';
import { type CliWorld, cliWorld } from '../testing/cli-world';

const demo = join(import.meta.dirname, '../../fixtures/tapes', DEMO_TAPES.platform.file);
const asf = join(import.meta.dirname, '../../fixtures/tapes', DEMO_TAPES.asf.file);

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'ispz operator commands on %s',
  (_name, backend) => {
    let w: CliWorld;
    beforeEach(async () => {
      w = await cliWorld(backend);
    });
    afterEach(() => w.close());

    it('creates accounts with an approved loan persona or the operator role, and lists them', async () => {
      await w.user('lender@t.test', 'lender', 'Lena');
      await w.user('ops@t.test', null, 'Otto');
      const again = await w.run(
        'users',
        'create',
        '--email',
        'LENDER@t.test',
        '--password',
        'Test@2026!',
        '--first',
        'Al',
        '--last',
        'B',
      );
      expect(again).toMatchObject({
        code: EXIT.refused,
        err: expect.stringContaining('AUTH.ACCOUNT_EXISTS'),
      });
      const listed = (await w.run('users', 'list', '--json')).json<
        { email: string; role: string; persona: string | null }[]
      >();
      expect(listed.map((u) => [u.email, u.role, u.persona])).toEqual([
        ['lender@t.test', 'consumer', 'lender'],
        ['ops@t.test', 'ispadmin', null],
      ]);
      const table = await w.run('users', 'list');
      expect(table.out.split('\n')[0]).toMatch(/^email +name +role +persona +id$/);
    });

    it('verifies the audit log and names the first entry that was tampered with', async () => {
      await w.user('lender@t.test', 'lender');
      expect((await w.run('tape', 'import', demo, '--tape', 'A', '--lender', 'lender@t.test')).code).toBe(
        EXIT.ok,
      );
      // Another file: importing the same content twice is refused.
      expect((await w.run('tape', 'import', asf, '--tape', 'B', '--lender', 'lender@t.test')).code).toBe(
        EXIT.ok,
      );
      const intact = await w.run('audit', 'verify', '--json');
      expect(intact).toMatchObject({ code: EXIT.ok });
      expect(intact.json()).toMatchObject({ ok: true, entries: 2 });
      await sql`update audit_log set subject_id = 'C' where seq = 2`.execute(w.database.db);
      const broken = await w.run('audit', 'verify');
      expect(broken).toMatchObject({
        code: EXIT.refused,
        err: 'The audit log is broken at entry 2: hash does not match the entry contents.',
      });
    });

    it('lists the outbox for a recipient, newest first', async () => {
      await w.user('lender@t.test', 'lender');
      const investorId = await w.user('investor@t.test', 'investor');
      await w.run('tape', 'import', demo, '--tape', 'A', '--lender', 'lender@t.test');
      const soon = new Date(Date.now() + 3_600_000).toISOString();
      await w.run('bids', 'open', '--tape', 'A', '--valid-till', soon, '--loans', 'AGF-P-000001');
      const messages = (await w.run('outbox', 'list', '--to', 'investor@t.test', '--json')).json<
        { to: string; channel: string }[]
      >();
      expect(messages).toEqual([expect.objectContaining({ to: 'investor@t.test', channel: 'email' })]);
      expect((await w.run('outbox', 'list', '--to', investorId)).out).toBe('The outbox is empty.');
      expect((await w.run('outbox', 'list', '--limit', '0')).code).toBe(EXIT.usage);
    });

    it('migrates an empty database once, and purges expired sign-in rows', async () => {
      const empty = await cliWorld({ ...backend, open: (o) => backend.open({ ...o, empty: true }) });
      try {
        const first = await empty.run('migrate', '--json');
        expect(first.code).toBe(EXIT.ok);
        expect(first.json<{ applied: string[] }>().applied).toContain('0007_tape_files');
        expect((await empty.run('migrate')).out).toBe('The database is up to date.');
      } finally {
        await empty.close();
      }
      await w.user('lender@t.test', 'lender');
      const platform = await w.platform();
      try {
        unwrap(await requestLoginOtp(platform.auth, { email: 'lender@t.test' }));
      } finally {
        await platform.close();
      }
      expect((await w.run('auth', 'purge', '--json')).json()).toEqual({
        otps: 0,
        ssoCodes: 0,
        socialRegistrations: 0,
        loginAttempts: 0,
        clientWindows: 0,
      });
      const later = await w.run('auth', 'purge', '--now', '2099-01-01T00:00:00Z', '--json');
      expect(later.json()).toEqual({
        otps: 1,
        ssoCodes: 0,
        socialRegistrations: 0,
        loginAttempts: 0,
        clientWindows: 0,
      });
    });
  },
);
