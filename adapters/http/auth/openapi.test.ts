import { describe, expect, it } from 'vitest';
import { XSRF_HEADER } from '../session';
import { authClient, readJson } from './testing/auth-client';
import { memoryAuthWorld } from './testing/auth-world';

type Operation = {
  security?: Record<string, unknown>[];
  responses: Record<string, { headers?: Record<string, unknown>; content?: unknown }>;
  requestBody?: unknown;
};

async function document() {
  const api = authClient(await memoryAuthWorld());
  return (await readJson(await api.get('/openapi.json'))) as {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown> };
  };
}

describe('the auth routes in the OpenAPI document', () => {
  it('lists every route of spec §7 and the ones chosen where it shows no path', async () => {
    const doc = await document();
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(listed.sort()).toEqual(
      [
        'post /auth/login',
        'post /auth/sendotp',
        'post /auth/verify/otp',
        'post /auth/login/otp',
        'post /auth/resend/otp',
        'post /auth/signup/otp',
        'post /auth/signup',
        'post /auth/register/business/otp',
        'post /auth/register/business',
        'post /auth/password/reset/otp',
        'post /auth/password/reset',
        'post /auth/social/begin',
        'post /auth/social/otp',
        'post /auth/social/complete',
        'post /auth/refresh',
        'post /auth/logout',
        'get /auth/verify/token',
        'get /auth/loginmode',
        'post /auth/loginmode',
        'post /auth/ecosystem/code',
        'post /auth/ecosystem/token',
        'get /users/validate/referralCode',
        'get /businesses/ecosystem',
        'get /tenants/current',
      ].sort(),
    );
  });

  it('registers the bearer and anti-forgery schemes and names them on the protected routes', async () => {
    const doc = await document();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['Bearer', 'RefreshCookie', 'Xsrf']);
    expect(doc.paths['/auth/verify/token']!.get!.security).toEqual([{ Bearer: [] }]);
    expect(doc.paths['/auth/loginmode']!.post!.security).toEqual([{ Bearer: [], Xsrf: [] }]);
    expect(doc.paths['/auth/ecosystem/code']!.post!.security).toEqual([{ Bearer: [], Xsrf: [] }]);
    expect(doc.paths['/auth/login']!.post!.security).toBeUndefined();
  });

  it('documents cookie transport on refresh and logout: the cookie scheme and the header that asks for it', async () => {
    const doc = await document();
    expect(doc.components.securitySchemes.RefreshCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'ispz_refresh',
    });
    expect(doc.paths['/auth/refresh']!.post!.security).toEqual([{}, { RefreshCookie: [] }]);
    expect(doc.paths['/auth/logout']!.post!.security).toEqual([
      { Bearer: [], Xsrf: [] },
      {},
      { RefreshCookie: [] },
    ]);
    for (const path of ['/auth/refresh', '/auth/logout']) {
      const params = (doc.paths[path]!.post as { parameters?: { in: string; name: string }[] }).parameters;
      expect(params, path).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'x-session-transport' }),
      );
    }
  });

  it('documents request bodies, the error shape and the X-XSRF-TOKEN header of token answers', async () => {
    const doc = await document();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (method === 'post') expect(op.requestBody, path).toBeDefined();
        for (const [status, response] of Object.entries(op.responses))
          expect(response.content, `${path} ${status}`).toBeDefined();
      }
    }
    for (const path of [
      '/auth/login',
      '/auth/signup',
      '/auth/refresh',
      '/auth/loginmode',
      '/auth/ecosystem/token',
    ]) {
      const ok = doc.paths[path]!.post!.responses[path === '/auth/signup' ? '201' : '200']!;
      expect(Object.keys(ok.headers ?? {}), path).toEqual([XSRF_HEADER]);
    }
  });
});
