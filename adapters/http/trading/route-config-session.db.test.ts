/**
 * The route configuration end to end, as the composition root serves it behind real sessions,
 * on SQLite and PostgreSQL: what a business admin makes read-only for a member refuses the
 * member's trading calls at once (and stops when cleared); what the platform admin sets as a
 * person's default-user flag and persona check changes their persona and screen (and stops
 * when unset).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testing/test-databases';
import { BIZ, type BusinessPlatform, businessPlatform, type Headers } from './testing/business-platform';
import { seedTape } from './testing/seed';

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'route configuration on %s',
  (_n, backend) => {
    let w: BusinessPlatform;
    beforeEach(async () => {
      w = await businessPlatform(backend);
    });
    afterEach(() => w.close());
    const call = (method: string, path: string, who: Headers, body?: unknown) =>
      w.call(method, path, who, body);
    const signIn = (userId: string, businessId?: string) => w.signIn(userId, businessId);

    it('refuses a member the actions of a page their business admin made read-only, until cleared', async () => {
      const lender = {
        userId: 'owner-1',
        role: 'BUSINESSADMIN' as const,
        persona: 'lender' as const,
        name: 'Lena',
      };
      const [loan] = await seedTape(w.platform.trading, lender, { tapeName: 'Spring', count: 2 });
      const [owner, clerk] = [await signIn('owner-1', BIZ), await signIn('clerk-1', BIZ)];
      const restrict = (paths: string[]) =>
        call('PUT', '/businesses/members/routeConfig', owner, {
          business_id: BIZ,
          user_id: 'clerk-1',
          read_only_paths: paths,
        });
      const select = (who: Headers) => call('POST', '/loanPool/add', who, { loanIds: [loan!.id] });

      expect((await restrict(['/dashboard/loanPool'])).status).toBe(200);
      const refused = await select(clerk);
      expect([refused.status, refused.body.code, refused.body.error]).toEqual([
        403,
        'PERMISSION.READ_ONLY',
        'This page is read-only: you cannot keep a loan pool here.',
      ]);
      const screen = (await call('GET', '/trading_screen', clerk)).body.data;
      expect(screen).toMatchObject({ persona: 'lender', readOnly: true, transferButton: 'disabled' });
      expect((await call('GET', '/get_loans_list', clerk)).status).toBe(200);
      expect((await select(owner)).status).toBe(200);

      expect((await restrict([])).status).toBe(200);
      expect((await select(clerk)).status).toBe(200);
      expect((await call('GET', '/trading_screen', clerk)).body.data).toMatchObject({ readOnly: false });
    });

    it('makes a person a lender with the Import Loan Files control when the platform admin sets the flags', async () => {
      const [admin, ned] = [await signIn('admin-1'), await signIn('ned-1')];
      const flags = (body: Record<string, unknown>) =>
        call('PUT', '/admin/users/routeConfig', admin, { user_id: 'ned-1', ...body });
      expect((await call('GET', '/trading_screen', ned)).body.data).toMatchObject({
        persona: null,
        showLoanRecords: false,
      });
      expect((await call('GET', '/get_loans_list', ned)).status).toBe(403);

      expect((await flags({ default_user: true, persona_check: true })).status).toBe(200);
      expect((await call('GET', '/users/routeConfig', ned)).body).toMatchObject({
        defaultUser: true,
        personaCheck: true,
      });
      expect((await call('GET', '/trading_screen', ned)).body.data).toMatchObject({
        persona: 'lender',
        showLoanRecords: true,
        repriceButton: 'hidden',
        transferButton: 'enabled',
        importLoanFilesButton: 'enabled',
      });
      expect((await call('GET', '/get_loans_list', ned)).status).toBe(200);

      expect((await flags({ default_user: false })).status).toBe(200);
      expect((await call('GET', '/trading_screen', ned)).body.data).toMatchObject({
        persona: null,
        personaCheck: true,
      });
      expect((await call('GET', '/get_loans_list', ned)).status).toBe(403);
      expect((await flags({ default_user: true })).status).toBe(200);
      expect(
        (await call('PUT', '/admin/users/routeConfig', ned, { user_id: 'ned-1', persona_check: false }))
          .status,
      ).toBe(403);
    });
  },
);
