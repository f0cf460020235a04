/**
 * What every route suite starts each test with: a fresh world and a client on it; after each
 * test, the app must not have logged an unexpected error (it would have been a 500). And the
 * two assertions on the platform's answer shapes. The auth and account suites build on it.
 */
import { afterEach, beforeEach, expect } from 'vitest';

/** A JSON answer body. */
export type Body = Record<string, unknown>;

export async function readJson(res: Response): Promise<Body> {
  return (await res.json()) as Body;
}

export interface RouteFixture<W, C> {
  world: W;
  api: C;
}

/** A fresh `make()` world and `client(world)` before each test; closed and checked after. */
export function useRouteWorld<
  W extends { close(): Promise<void> },
  C extends { readonly failures: unknown[] },
>(make: () => Promise<W>, client: (world: W) => C): RouteFixture<W, C> {
  const fixture = {} as RouteFixture<W, C>;
  beforeEach(async () => {
    fixture.world = await make();
    fixture.api = client(fixture.world);
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
