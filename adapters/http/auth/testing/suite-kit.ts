/** The auth route suites' fixture: a fresh auth world and a client on it (../../testing/route-suite.ts). */
import { type RouteFixture, useRouteWorld } from '../../testing/route-suite';
import { type AuthClient, authClient } from './auth-client';
import type { AuthWorld, MakeAuthWorld } from './auth-world';

export { expectOk, expectRefusal } from '../../testing/route-suite';

export type Fixture = RouteFixture<AuthWorld, AuthClient>;

export function useAuth(make: MakeAuthWorld): Fixture {
  return useRouteWorld(make, authClient);
}
