import { describe, expect, it } from 'vitest';
import { readJson } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { useAccounts } from './testing/suite-kit';

type Doc = { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };

/**
 * Every account route the OpenAPI document marks as needing a session refuses a caller without
 * one (401 'Session expired please login again'), every state-changing one refuses a session
 * without its anti-forgery token (403), and the visitor forms refuse a forged token — read from
 * the document, so a new route is covered the day it is added.
 */
export function describeProtection(name: string, make: MakeAccountsWorld): void {
  describe(`protected account routes (${name})`, () => {
    const t = useAccounts(make);

    async function routes() {
      const doc = (await readJson(await t.api.get('/openapi.json'))) as unknown as Doc;
      return Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({
          path,
          method: method.toUpperCase(),
          bearer: op.security?.some((s) => 'Bearer' in s) ?? false,
          xsrf: op.security?.some((s) => 'Xsrf' in s) ?? false,
          optional: op.security?.some((s) => Object.keys(s).length === 0) ?? false,
        })),
      );
    }

    const send = (route: { path: string; method: string }, headers: Record<string, string>) =>
      t.api.app.request(`/api${route.path}`, {
        method: route.method,
        ...(route.method === 'GET' ? {} : { body: '{}' }),
        headers: { 'content-type': 'application/json', ...headers },
      });

    it('answers 401 without a session and 403 without the anti-forgery token', async () => {
      const all = await routes();
      const guarded = all.filter((r) => r.bearer && !r.optional);
      expect(guarded.length).toBeGreaterThan(60);
      expect(all.filter((r) => r.method !== 'GET' && !r.bearer)).toEqual([]);
      expect(all.filter((r) => r.method !== 'GET' && !r.xsrf)).toEqual([]);
      const me = await t.api.person();
      for (const route of guarded) {
        const anonymous = await send(route, {});
        expect({ route, status: anonymous.status, error: (await readJson(anonymous)).error }).toEqual({
          route,
          status: 401,
          error: 'Session expired please login again',
        });
        if (!route.xsrf) continue;
        const unguarded = await send(route, { authorization: `Bearer ${me.token}` });
        expect({ route, status: unguarded.status, code: (await readJson(unguarded)).code }).toEqual({
          route,
          status: 403,
          code: 'AUTH.XSRF_INVALID',
        });
      }
    });

    it('lets visitors send the forms but never with a forged or unguarded session', async () => {
      const optional = (await routes()).filter((r) => r.optional);
      expect(optional.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['POST /contact-us', 'POST /lead']);
      const me = await t.api.person();
      for (const route of optional) {
        expect((await send(route, { authorization: 'Bearer forged' })).status).toBe(401);
        expect((await send(route, { authorization: `Bearer ${me.token}` })).status).toBe(403);
      }
    });

    it('ends access with the session: a revoked session is refused at once', async () => {
      const me = await t.api.person();
      expect((await t.api.get('/wallets', me)).status).toBe(200);
      const at = t.world.auth.clock.now().toISOString();
      await t.world.auth.uow.run((s) => s.sessions.revokeAllForUser(me.user.id, at, 'password_reset'));
      expect((await t.api.get('/wallets', me)).status).toBe(401);
      expect((await t.api.put('/users', { firstname: 'Late' }, me)).status).toBe(401);
    });
  });
}
