import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../accounts/account-routes';
import { accountHttpDeps } from '../accounts/testing/accounts-client';
import { memoryAccountsWorld } from '../accounts/testing/accounts-world';
import { createHttpApp } from '../app';
import { authRoutes } from './auth-routes';
import { CLIENT_THROTTLE_TEXT } from './client-throttle';
import { memoryAuthWorld } from './testing/auth-world';

async function appLimitedTo(limit: number, windowSeconds = 60) {
  let now = 0;
  const world = await memoryAuthWorld();
  const app = createHttpApp({
    modules: [
      authRoutes({
        deps: world.deps,
        throttle: {
          limit,
          windowSeconds,
          clientOf: (c) => c.req.header('x-test-client') ?? 'nobody',
          now: () => new Date(now),
        },
      }),
    ],
  });
  const login = (client: string, username = 'someone@example.test') =>
    app.request('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username, password: 'Wrong@123' }),
      headers: { 'content-type': 'application/json', 'x-test-client': client },
    });
  const sendOtp = (client: string) =>
    app.request('/api/auth/sendotp', {
      method: 'POST',
      body: JSON.stringify({ mobile: '9876543210' }),
      headers: { 'content-type': 'application/json', 'x-test-client': client },
    });
  const post = (path: string, client: string) =>
    app.request(`/api${path}`, {
      method: 'POST',
      body: JSON.stringify({ otp: '12345' }),
      headers: { 'content-type': 'application/json', 'x-test-client': client },
    });
  return { login, sendOtp, post, later: (ms: number) => (now += ms) };
}

/** The account routes alone, each client allowed `limit` attempts. */
async function accountsLimitedTo(limit: number) {
  const world = await memoryAccountsWorld();
  const app = createHttpApp({
    modules: [
      accountRoutes(accountHttpDeps(world), {
        throttle: {
          limit,
          clientOf: (c) => c.req.header('x-test-client') ?? 'nobody',
          now: () => new Date(0),
        },
      }),
    ],
  });
  const call = (method: string, path: string, client: string) =>
    app.request(`/api${path}`, {
      method,
      ...(method === 'GET' ? {} : { body: JSON.stringify({ email: 'new@example.test', otp: '12345' }) }),
      headers: { 'content-type': 'application/json', 'x-test-client': client },
    });
  return { call, close: () => world.close() };
}

describe('the per-client attempt limit of sign-in and OTP calls', () => {
  it('refuses a client over its limit with 429 across accounts and calls, leaving other clients alone', async () => {
    const t = await appLimitedTo(3);
    expect((await t.login('10.0.0.1', 'a@example.test')).status).not.toBe(429);
    expect((await t.login('10.0.0.1', 'b@example.test')).status).not.toBe(429);
    expect((await t.sendOtp('10.0.0.1')).status).not.toBe(429);
    const refused = await t.login('10.0.0.1', 'c@example.test');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, error: CLIENT_THROTTLE_TEXT });
    expect((await t.sendOtp('10.0.0.1')).status).toBe(429);
    expect((await t.login('10.0.0.2')).status).not.toBe(429);
  });

  it('lets the client in again once its window has passed', async () => {
    const t = await appLimitedTo(1, 1);
    await t.login('10.0.0.1');
    expect((await t.login('10.0.0.1')).status).toBe(429);
    t.later(1000);
    expect((await t.login('10.0.0.1')).status).not.toBe(429);
  });

  it('counts the sign-up and business registration calls, which check a code', async () => {
    for (const path of ['/auth/signup', '/auth/register/business']) {
      const t = await appLimitedTo(2);
      expect((await t.post(path, '10.0.0.1')).status).not.toBe(429);
      expect((await t.post(path, '10.0.0.1')).status).not.toBe(429);
      expect((await t.post(path, '10.0.0.1')).status).toBe(429);
      expect((await t.post(path, '10.0.0.2')).status).not.toBe(429);
    }
  });

  it('counts the contact code sent to any address and PUT /users, not the profile reads', async () => {
    const t = await accountsLimitedTo(2);
    try {
      expect((await t.call('POST', '/users/contact/otp', '10.0.0.1')).status).not.toBe(429);
      expect((await t.call('PUT', '/users', '10.0.0.1')).status).not.toBe(429);
      for (let i = 0; i < 3; i++) expect((await t.call('GET', '/users/me', '10.0.0.1')).status).toBe(401);
      const refused = await t.call('PUT', '/users', '10.0.0.1');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ success: false, error: CLIENT_THROTTLE_TEXT });
      expect((await t.call('POST', '/users/contact/otp', '10.0.0.1')).status).toBe(429);
      expect((await t.call('PUT', '/users/address', '10.0.0.1')).status).not.toBe(429);
      expect((await t.call('PUT', '/users', '10.0.0.2')).status).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});
