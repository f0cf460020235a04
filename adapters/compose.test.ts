import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from './compose';
import { loadConfig } from './config';
import { testDatabases } from './db/testing/test-databases';
import { testAuthCrypto } from './http/auth/testing/auth-world';

const dataDir = mkdtempSync(join(tmpdir(), 'ispz-compose-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'the composed platform on %s',
  (_n, backend) => {
    async function boot(): Promise<Platform> {
      const database = await backend.open({ file: true, empty: true });
      const config = loadConfig({ APP_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: database.url });
      return createPlatform(config, { crypto: testAuthCrypto(), log: () => {} });
    }

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
