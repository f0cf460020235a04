import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from './compose';
import { loadConfig } from './config';
import { insertEcosystem } from './db/accounts/lookup-admin';
import { testDatabases } from './db/testing/test-databases';
import { testAuthCrypto } from './http/auth/testing/auth-world';

const dataDir = mkdtempSync(join(tmpdir(), 'ispz-compose-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'the composed platform on %s',
  (_n, backend) => {
    async function boot(appEnv: 'development' | 'production' = 'development'): Promise<Platform> {
      const database = await backend.open({ file: true, empty: true });
      const secret = (name: string) => `${name}-of-at-least-32-characters-long`;
      const production = {
        TOKEN_SECRET: secret('token'),
        OTP_PEPPER: secret('pepper'),
        AUDIT_KEY: secret('audit'),
        PUBLIC_URL: 'https://platform.example',
        PRICE_GRID: 'illustrative',
        PAYMENTS: 'test-mode',
      };
      const config = loadConfig({
        APP_ENV: appEnv,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        ...(appEnv === 'production' ? production : {}),
      });
      return createPlatform(config, { crypto: testAuthCrypto(), log: () => {} });
    }

    it('follows loopback redirects and origins of an approved partner in development only', async () => {
      for (const [appEnv, allowed] of [
        ['development', true],
        ['production', false],
      ] as const) {
        const platform = await boot(appEnv);
        try {
          await insertEcosystem(platform.connection.db, {
            id: 'eco-local',
            name: 'Local partner',
            uri: 'local',
            url: 'local.partner.example',
            profilePic: null,
            bannerPics: [],
            redirectUris: ['http://localhost:4000/login/callback'],
            ownerUserId: null,
            approvedAt: '2026-01-01T00:00:00.000Z',
            approvedBy: 'admin',
            clientSecretHash: null,
          });
          expect(platform.auth.config.allowLoopbackRedirects).toBe(allowed);
          const res = await platform.app.request('/api/auth/login', {
            method: 'OPTIONS',
            headers: { origin: 'http://localhost:4000', 'access-control-request-method': 'POST' },
          });
          expect(res.headers.get('access-control-allow-origin')).toBe(
            allowed ? 'http://localhost:4000' : null,
          );
        } finally {
          await platform.close();
        }
      }
    });

    it('migrates an empty database, serves the API and its documents, and closes', async () => {
      const platform = await boot();
      try {
        const spec = await (await platform.app.request('/api/openapi.json')).json();
        expect(Object.keys(spec.paths)).toEqual(
          expect.arrayContaining(['/auth/login', '/place_bid', '/users/address']),
        );
        expect((await platform.app.request('/api/docs')).status).toBe(200);
      } finally {
        await platform.close();
      }
    });

    it('signs a person up with the OTP from the dev mailbox and lets them call a trading route', async () => {
      const platform = await boot();
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        platform.app.request(`/api${path}`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', ...headers },
        });
      try {
        const form = {
          firstname: 'Asha',
          lastname: 'Rao',
          countryCode: '+91',
          mobile: '9876500001',
          email: 'asha@example.test',
          password: 'Secret@2026',
        };
        expect((await post('/auth/signup/otp', form)).status).toBe(200);
        const mailbox = await (await platform.app.request('/api/dev/mailbox?format=json')).json();
        const otp = /\b(\d{5})\b/.exec(mailbox.data[0].body)?.[1];
        expect(otp).toMatch(/^\d{5}$/);
        const signedUp = await post('/auth/signup', { ...form, otp });
        expect(signedUp.status).toBe(201);
        const { token } = await signedUp.json();
        const notifications = await platform.app.request('/api/notifications', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(notifications.status).toBe(200);
        expect((await platform.app.request('/api/notifications')).status).toBe(401);
      } finally {
        await platform.close();
      }
    });
  },
);
