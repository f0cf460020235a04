import { afterEach, beforeEach, expect } from 'vitest';
import { type AuthClient, authClient, type Body, readJson } from './auth-client';
import type { AuthWorld, MakeAuthWorld } from './auth-world';

/**
 * What every auth route suite starts each test with: a fresh world and a client on it; after
 * each test, the app must not have logged an unexpected error (that would have been a 500).
 */
export interface Fixture {
  world: AuthWorld;
  api: AuthClient;
}

export function useAuth(make: MakeAuthWorld): Fixture {
  const fixture = {} as Fixture;
  beforeEach(async () => {
    fixture.world = await make();
    fixture.api = authClient(fixture.world);
  });
  afterEach(async () => {
    expect(fixture.api.failures).toEqual([]);
    await fixture.world.close();
  });
  return fixture;
}

/** Asserts a refusal in the platform's error shape; answers the body for further checks. */
export async function expectRefusal(res: Response, status: number, error: string): Promise<Body> {
  const body = await readJson(res);
  expect({ status: res.status, ...body }).toMatchObject({ status, success: false, error, statusText: error });
  return body;
}

/** Asserts a success and answers the body. */
export async function expectOk(res: Response, status = 200): Promise<Body> {
  const body = await readJson(res);
  expect({ status: res.status, ...body }).toMatchObject({ status, success: true });
  return body;
}
