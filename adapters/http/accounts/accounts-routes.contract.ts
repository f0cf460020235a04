import { describeAddressRoutes } from './address-routes.contract';
import { describeAdminRoutes } from './admin-routes.contract';
import { describeAuthorisationMatrix } from './authorisation-matrix.contract';
import { describeBusinessAdminId } from './business-admin-id.contract';
import { describeBusinessRoutes } from './business-routes.contract';
import { describeContractLifecycle } from './contract-lifecycle.contract';
import { describeContractRoutes } from './contract-routes.contract';
import { describeCredentialRoutes } from './credential-routes.contract';
import { describeEcosystemApproval } from './ecosystem-approval.contract';
import { describeEcosystemImages } from './ecosystem-images.contract';
import { describeEcosystemRoutes } from './ecosystem-routes.contract';
import { describeFormRoutes } from './form-routes.contract';
import { describeFuzz } from './fuzz.contract';
import { describeHireRoutes } from './hire-routes.contract';
import { describeHireWizard } from './hire-wizard.contract';
import { describeMemberRoutes } from './member-routes.contract';
import { describePartnerSessions } from './partner-sessions.contract';
import { describeProfileRoutes } from './profile-routes.contract';
import { describeProtection } from './protection.contract';
import { describeRewardRoutes } from './reward-routes.contract';
import { describeRouteSettings } from './route-settings.contract';
import { describeShareRoutes } from './share-routes.contract';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { describeWalkthrough } from './walkthrough.contract';
import { describeWalletRoutes } from './wallet-routes.contract';

/**
 * Every behaviour of the account routes over any `AccountsWorld`: the in-memory one now, the
 * SQLite and PostgreSQL worlds of the composition root later — one suite, every backend.
 *
 * @example
 * describeAccountRoutes('sqlite', () => sqliteAccountsWorld());
 */
export function describeAccountRoutes(name: string, make: MakeAccountsWorld): void {
  describeProfileRoutes(name, make);
  describeAddressRoutes(name, make);
  describeBusinessRoutes(name, make);
  describeBusinessAdminId(name, make);
  describeMemberRoutes(name, make);
  describeEcosystemRoutes(name, make);
  describeEcosystemApproval(name, make);
  describeEcosystemImages(name, make);
  describeWalletRoutes(name, make);
  describeAdminRoutes(name, make);
  describeRouteSettings(name, make);
  describeCredentialRoutes(name, make);
  describeShareRoutes(name, make);
  describeRewardRoutes(name, make);
  describeContractLifecycle(name, make);
  describeContractRoutes(name, make);
  describeHireWizard(name, make);
  describeHireRoutes(name, make);
  describeFormRoutes(name, make);
  describeAuthorisationMatrix(name, make);
  describeProtection(name, make);
  describePartnerSessions(name, make);
  describeWalkthrough(name, make);
  describeFuzz(name, make);
}
