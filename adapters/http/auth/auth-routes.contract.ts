import { describeCookieTransport } from './cookie-transport.contract';
import { describeFuzz } from './fuzz.contract';
import { describeLoginRoutes } from './login-routes.contract';
import { describeLookupRoutes } from './lookup-routes.contract';
import { describeProtection } from './protection.contract';
import { describeRecoveryRoutes } from './recovery-routes.contract';
import { describeRegistrationRoutes } from './registration-routes.contract';
import { describeSessionRoutes } from './session-routes.contract';
import { describeSignupRoutes } from './signup-routes.contract';
import { describeSsoRoutes } from './sso-routes.contract';
import type { MakeAuthWorld } from './testing/auth-world';
import { describeWalkthrough } from './walkthrough.contract';

/**
 * Every behaviour of the auth routes, over any `AuthWorld`: the in-memory one now, the SQLite
 * and PostgreSQL worlds of the database adapters later — one suite, every backend.
 *
 * @example
 * describeAuthRoutes('sqlite', async () => sqliteAuthWorld(await testDatabase('sqlite')));
 */
export function describeAuthRoutes(name: string, make: MakeAuthWorld): void {
  describeLoginRoutes(name, make);
  describeSignupRoutes(name, make);
  describeRegistrationRoutes(name, make);
  describeRecoveryRoutes(name, make);
  describeSessionRoutes(name, make);
  describeCookieTransport(name, make);
  describeSsoRoutes(name, make);
  describeLookupRoutes(name, make);
  describeProtection(name, make);
  describeWalkthrough(name, make);
  describeFuzz(name, make);
}
