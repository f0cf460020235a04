import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTNER, UBARGAIN } from '../../../core/auth/testing/auth-fixtures';
import { unknownTexts } from '../accounts/testing/known-texts';
import { type AuthClient, person, readJson } from './testing/auth-client';
import type { MakeAuthWorld } from './testing/auth-world';
import { bodies, fieldNames, VALID } from './testing/fuzz-bodies';
import { useAuth } from './testing/suite-kit';

/**
 * No bad input produces a 5xx: every POST route of the OpenAPI document gets random JSON
 * values, random strings (mostly not JSON at all), objects made of the documented request
 * field names, and a valid body with a few fields changed or dropped (which gets past the
 * validation into the use cases) — anonymously, and with a live session where the route takes
 * one. Random headers on a protected route, and random queries, must not either. Every 400
 * answers a text of the platform's catalogues, never the validation library's own English.
 */
async function postRoutes(api: AuthClient) {
  const doc = (await readJson(await api.get('/openapi.json'))) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const routes = Object.entries(doc.paths)
    .filter(([, ops]) => ops.post)
    .map(([path, ops]) => ({ path, secured: Boolean((ops.post as { security?: unknown }).security) }));
  return { routes, names: fieldNames(doc) };
}

export function describeFuzz(name: string, make: MakeAuthWorld): void {
  describe(`no 5xx from bad input (${name})`, () => {
    const t = useAuth(make);

    it('answers every POST route below 500 for any body, with and without a session', async () => {
      await t.world.addEcosystem(PARTNER);
      await t.world.addEcosystem(UBARGAIN);
      const form = person();
      await t.api.signUp(form);
      const { routes, names } = await postRoutes(t.api);
      expect(routes.map((r) => r.path).sort()).toEqual(Object.keys(VALID).sort());
      for (const route of routes) {
        const valid = VALID[route.path];
        expect(valid, `an example body for ${route.path}`).toBeDefined();
        // The unchanged example gets past validation, so its mutations reach the use cases.
        const plain = await t.api.post(
          route.path,
          valid,
          route.secured ? await t.api.login(form.email) : undefined,
        );
        expect((await readJson(plain)).code, route.path).not.toBe('REQUEST.INVALID');
        await fc.assert(
          fc.asyncProperty(bodies(names, valid!), fc.boolean(), async (body, withSession) => {
            const auth = route.secured && withSession ? await t.api.login(form.email) : undefined;
            const res = await t.api.post(route.path, body, auth);
            expect(res.status, `${route.path} ${body}`).toBeLessThan(500);
            if (res.status === 400) {
              const error = String((await readJson(res)).error);
              expect(unknownTexts([error]), `${route.path} ${body}`).toEqual([]);
            } else await res.arrayBuffer();
          }),
          { numRuns: 100 },
        );
      }
      expect(t.api.failures).toEqual([]);
    });

    it('answers random credentials, queries, hosts and content types below 500', async () => {
      const printable = fc.stringMatching(/^[\x20-\x7e]{0,300}$/);
      const contentType = fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        '',
      );
      await fc.assert(
        fc.asyncProperty(printable, printable, printable, contentType, async (token, xsrf, text, type) => {
          const headers = { authorization: token, 'x-xsrf-token': xsrf };
          const q = encodeURIComponent(text);
          const typed: Record<string, string> = type ? { 'content-type': type } : {};
          for (const res of [
            await t.api.app.request('/api/auth/loginmode', { method: 'POST', body: '{}', headers }),
            await t.api.app.request('/api/auth/verify/token', {
              headers: { authorization: `Bearer ${token}` },
            }),
            await t.api.app.request('/api/auth/login', { method: 'POST', body: text, headers: typed }),
            await t.api.app.request('/api/auth/logout', { method: 'POST', body: text, headers: typed }),
            await t.api.get(`/users/validate/referralCode?code=${q}`),
            await t.api.get(`/businesses/ecosystem?eco_url=${q}`),
            await t.api.get('/tenants/current', undefined, { host: text }),
          ]) {
            expect(res.status).toBeLessThan(500);
            if (res.status === 400) expect(unknownTexts([String((await readJson(res)).error)])).toEqual([]);
          }
        }),
        { numRuns: 150 },
      );
      expect(t.api.failures).toEqual([]);
    });
  });
}
