import { describe, expect, it } from 'vitest';
import { readJson } from './testing/auth-client';
import type { MakeAuthWorld } from './testing/auth-world';
import { useAuth } from './testing/suite-kit';

type Doc = { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };

/**
 * Every route the OpenAPI document marks as needing a session refuses a caller without one
 * (401 'Session expired please login again'), and every state-changing one refuses a session
 * without its anti-forgery token (403) — read from the document, so a new route is covered.
 */
export function describeProtection(name: string, make: MakeAuthWorld): void {
  describe(`protected routes (${name})`, () => {
    const t = useAuth(make);

    async function protectedRoutes() {
      const doc = (await readJson(await t.api.get('/openapi.json'))) as unknown as Doc;
      return Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => op.security?.some((s) => 'Bearer' in s))
          .map(([method, op]) => ({
            path,
            method: method.toUpperCase(),
            xsrf: op.security!.some((s) => 'Xsrf' in s),
          })),
      );
    }

    it('answers 401 without a session and 403 without the anti-forgery token', async () => {
      const routes = await protectedRoutes();
      expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
        'GET /auth/loginmode',
        'GET /auth/verify/token',
        'POST /auth/ecosystem/code',
        'POST /auth/loginmode',
        'POST /auth/logout',
      ]);
      const s = await t.api.signUp();
      for (const route of routes) {
        const send = (headers: Record<string, string>) =>
          t.api.app.request(`/api${route.path}`, {
            method: route.method,
            ...(route.method === 'GET' ? {} : { body: '{}' }),
            headers: { 'content-type': 'application/json', ...headers },
          });
        const anonymous = await send({});
        expect({ route, status: anonymous.status, error: (await readJson(anonymous)).error }).toEqual({
          route,
          status: 401,
          error: 'Session expired please login again',
        });
        if (!route.xsrf) continue;
        const unguarded = await send({ authorization: `Bearer ${s.token}` });
        expect({ route, status: unguarded.status, code: (await readJson(unguarded)).code }).toEqual({
          route,
          status: 403,
          code: 'AUTH.XSRF_INVALID',
        });
      }
      expect((await t.api.get('/auth/verify/token', s)).status).toBe(200);
    });
  });
}
