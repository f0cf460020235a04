/**
 * Every operation of the OpenAPI document, on SQLite and on PostgreSQL, gets a NUL character
 * in each kind of text input it takes — path parameters, query, JSON body, form fields — with
 * and without a session of each demo persona. None may answer 500 (PostgreSQL refuses to store
 * U+0000; SQLite would store it), and every one is refused at the edge with the same 400 — but
 * multipart fields, which the upload parser checks after the route has checked the caller.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../../../core/auth/login-password';
import { createPlatform, type Platform } from '../../compose';
import { loadConfig } from '../../config';
import { testDatabases } from '../../db/testing/test-databases';
import { seedDemo } from '../../seed/seed-demo';
import { testAuthCrypto } from '../auth/testing/auth-world';
import { EDGE_ERRORS } from './edge.errors';
import { type NulRequest, nulRequests } from './testing/nul-requests';
import { type OpenApiDoc, operationsOf } from './testing/openapi-requests';

for (const backend of testDatabases()) {
  describe(`NUL in every operation's text inputs (${backend.name})`, { timeout: 180_000 }, () => {
    let platform: Platform;
    let dataDir: string;
    const failures: string[] = [];
    let password = '';
    const people: string[] = [];

    /** A fresh session's headers (the walk itself may log a persona out or revoke its session). */
    async function sessionOf(email: string): Promise<Record<string, string>> {
      const signed = await loginWithPassword(platform.auth, { username: email, password });
      if (!signed.ok) throw new Error(`${email} cannot log in: ${signed.error.message}`);
      return { authorization: `Bearer ${signed.value.accessToken}`, 'x-xsrf-token': signed.value.xsrfToken };
    }

    beforeAll(async () => {
      const db = await backend.open({ file: true });
      dataDir = mkdtempSync(join(tmpdir(), 'ispz-nul-'));
      const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: db.url });
      platform = await createPlatform(config, {
        crypto: testAuthCrypto(),
        log: (message, error) => failures.push(`${message}: ${error instanceof Error ? error.message : ''}`),
      });
      const demo = await seedDemo(platform);
      password = demo.password;
      people.push(...demo.logins.map((l) => l.email));
    }, 180_000);

    afterAll(async () => {
      await platform?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers each with the 400 refusal, never a 500', async () => {
      expect(people.length).toBeGreaterThan(3);
      const sessions = new Map<string | null, Record<string, string>>([[null, {}]]);
      for (const email of people) sessions.set(email, await sessionOf(email));
      const doc = (await (await platform.app.request('/api/openapi.json')).json()) as OpenApiDoc;
      const requests: NulRequest[] = operationsOf(doc).flatMap((o) => nulRequests(doc, o));
      expect(requests.length).toBeGreaterThan(100);
      const wrong: string[] = [];
      const { code } = EDGE_ERRORS.nulCharacter;
      for (const request of requests) {
        for (const [who, session] of sessions) {
          const send = (auth: Record<string, string>) =>
            platform.app.request(`/api${request.path}`, {
              ...request.init,
              headers: { ...request.init.headers, ...auth },
            });
          let res = await send(session);
          if (who !== null && res.status === 401) {
            sessions.set(who, await sessionOf(who));
            res = await send(sessions.get(who)!);
          }
          const body = (await res.json().catch(() => ({}))) as { code?: string };
          // Form fields are read by the upload parser, after the route checked who is calling.
          const notYours = request.label.endsWith('(form)') && [401, 403].includes(res.status);
          if (!notYours && (res.status !== 400 || body.code !== code))
            wrong.push(`${request.label} as ${who ?? 'nobody'}: ${res.status} ${body.code}`);
        }
      }
      expect([...new Set(wrong)]).toEqual([]);
      expect(failures).toEqual([]);
    });
  });
}
