/**
 * What every account route suite starts each test with: a fresh world and a client on it;
 * after each test, the app must not have logged an unexpected error (it would have been a 500).
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { type AccountsClient, accountsClient, type Body, readJson } from './accounts-client';
import type { AccountsWorld, MakeAccountsWorld } from './accounts-world';

export interface Fixture {
  world: AccountsWorld;
  api: AccountsClient;
}

export function useAccounts(make: MakeAccountsWorld): Fixture {
  const fixture = {} as Fixture;
  beforeEach(async () => {
    fixture.world = await make();
    fixture.api = accountsClient(fixture.world);
  });
  afterEach(async () => {
    expect(fixture.api.failures).toEqual([]);
    await fixture.world.close();
  });
  return fixture;
}

/** Asserts a refusal in the platform's error shape and answers the body. */
export async function expectRefusal(res: Response, status: number, error: string): Promise<Body> {
  const body = await readJson(res);
  expect({ status: res.status, ...body }).toMatchObject({ status, success: false, error, statusText: error });
  return body;
}

/** Asserts a success (with `message`, when given) and answers the body. */
export async function expectOk(res: Response, status = 200, message?: string): Promise<Body> {
  const body = await readJson(res);
  expect({ status: res.status, ...body }).toMatchObject({
    status,
    success: true,
    ...(message === undefined ? {} : { message }),
  });
  return body;
}
