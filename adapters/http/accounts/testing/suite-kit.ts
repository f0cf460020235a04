/** The account route suites' fixture: a fresh accounts world and a client on it (../../testing/route-suite.ts). */
import { type RouteFixture, useRouteWorld } from '../../testing/route-suite';
import { type AccountsClient, accountsClient } from './accounts-client';
import type { AccountsWorld, MakeAccountsWorld } from './accounts-world';

export { expectOk, expectRefusal } from '../../testing/route-suite';

export type Fixture = RouteFixture<AccountsWorld, AccountsClient>;

export function useAccounts(make: MakeAccountsWorld): Fixture {
  return useRouteWorld(make, accountsClient);
}
