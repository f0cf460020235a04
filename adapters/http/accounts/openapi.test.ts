import { describe, expect, it } from 'vitest';
import { createHttpApp } from '../app';
import { authRoutes } from '../auth/auth-routes';
import { accountRoutes } from './account-routes';
import { accountHttpDeps, accountsClient, readJson } from './testing/accounts-client';
import { memoryAccountsWorld } from './testing/accounts-world';

type Operation = {
  security?: Record<string, unknown>[];
  responses: Record<string, { content?: unknown }>;
  requestBody?: unknown;
};

async function document() {
  const world = await memoryAccountsWorld();
  const doc = (await readJson(await accountsClient(world).get('/openapi.json'))) as {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown> };
  };
  await world.close();
  return doc;
}

const PUBLIC = [
  'get /businesses/categories',
  'get /businesses/types',
  'get /businesses/ecosystem/participantKinds',
  'get /wallets/personaTypes',
  'get /personas/credentials/types',
  'get /businesses/contracts/options',
  'get /assets/types',
];

describe('the account routes in the OpenAPI document', () => {
  it('lists the calls of spec §7 under their paths, and the ones chosen where it shows none', async () => {
    const listed = Object.entries((await document()).paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        'put /users',
        'post /users/contact/otp',
        'get /users/me',
        'post /users/address',
        'put /users/address',
        'delete /users/address',
        'get /users/address',
        'post /businesses',
        'get /businesses',
        'put /businesses',
        'get /businesses/categories',
        'get /users/businessAdminId',
        'post /businesses/ecosystem',
        'post /businesses/ecosystem/buyer',
        'post /businesses/ecosystem/seller',
        'post /businesses/ecosystem/secret',
        'get /businesses/ecosystem/mine',
        'get /admin/ecosystems/pending',
        'post /admin/ecosystems/approve',
        'post /businesses/invitations',
        'get /businesses/invitations',
        'get /businesses/members/routeConfig',
        'get /users/invitations',
        'post /users/invitations/accept',
        'post /users/invitations/decline',
        'get /wallets',
        'post /wallets/persona/onboard',
        'get /users/routeConfig',
        'get /users/contexts',
        'put /admin/users/routeConfig',
        'get /wallets/rewards',
        'post /contact-us',
        'post /lead',
        ...['request', 'review', 'issue', 'reject', 'cancel'].map((a) => `post /personas/credentials/${a}`),
        ...['request', 'share', 'review', 'approve', 'reject', 'cancel'].map(
          (a) => `post /personas/shares/${a}`,
        ),
      ]),
    );
    expect(listed).toHaveLength(88);
  });

  it('names the session schemes on every call but the public lists and the visitor forms', async () => {
    const doc = await document();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['Bearer', 'Xsrf']);
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        const call = `${method} ${path}`;
        if (PUBLIC.includes(call)) expect(op.security, call).toBeUndefined();
        else if (method === 'get') expect(op.security, call).toEqual([{ Bearer: [] }]);
        else expect(op.security?.[0], call).toEqual({ Bearer: [], Xsrf: [] });
      }
  });

  it('documents request bodies and the answers, refusals included', async () => {
    for (const [path, ops] of Object.entries((await document()).paths))
      for (const [method, op] of Object.entries(ops)) {
        if (method === 'post' || method === 'put') expect(op.requestBody, `${method} ${path}`).toBeDefined();
        for (const [status, response] of Object.entries(op.responses))
          expect(response.content, `${method} ${path} ${status}`).toBeDefined();
      }
  });

  it('sits beside the auth routes in one document without clashing names', async () => {
    const world = await memoryAccountsWorld();
    const app = createHttpApp({
      modules: [authRoutes({ deps: world.auth }), accountRoutes(accountHttpDeps(world))],
    });
    const doc = (await readJson(await app.request('/api/openapi.json'))) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/users/me', '/businesses/ecosystem']),
    );
    await world.close();
  });
});
