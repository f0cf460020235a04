/**
 * The account area over HTTP (spec §2–§4, §7, §8): profile and addresses, businesses and their
 * members, ecosystems, wallets and personas, credentials, rewards and credits, contracts, asset
 * hire, the contact and lead forms, route configuration and the platform admin's views. Every
 * route is under /api and in the OpenAPI document; see ./README.md for the routes and a
 * walk-through.
 */
import type { RouteModule } from '../app';
import { type ClientThrottleOptions, clientThrottle, THROTTLED_ACCOUNT_PATHS } from '../auth/client-throttle';
import { registerSessionSecurity } from '../session';
import { addressRoutes } from './address-routes';
import { adminApprovalRoutes } from './admin-approval-routes';
import { adminRouteSettingsRoutes } from './admin-route-settings-routes';
import { adminViewRoutes } from './admin-view-routes';
import { assetRoutes } from './asset-routes';
import { businessRoutes } from './business-routes';
import { contractChangeRoutes } from './contract-change-routes';
import { contractRoutes } from './contract-routes';
import { credentialRoutes } from './credential-routes';
import { type AccountHttpDeps, sessionGuards } from './deps';
import { ecosystemApprovalRoutes } from './ecosystem-approval-routes';
import { ecosystemImageRoutes } from './ecosystem-images';
import { ecosystemRoutes } from './ecosystem-routes';
import { formRoutes } from './form-routes';
import { hireRoutes } from './hire-routes';
import { hireWizardRoutes } from './hire-wizard-routes';
import { memberRoutes } from './member-routes';
import { profileRoutes } from './profile-routes';
import { rewardRoutes } from './reward-routes';
import { shareRoutes } from './share-routes';
import { walletRoutes } from './wallet-routes';

const ROUTERS = [
  profileRoutes,
  addressRoutes,
  businessRoutes,
  memberRoutes,
  ecosystemImageRoutes,
  ecosystemRoutes,
  walletRoutes,
  rewardRoutes,
  credentialRoutes,
  shareRoutes,
  contractRoutes,
  contractChangeRoutes,
  assetRoutes,
  hireWizardRoutes,
  hireRoutes,
  formRoutes,
  adminApprovalRoutes,
  ecosystemApprovalRoutes,
  adminViewRoutes,
  adminRouteSettingsRoutes,
];

/** What the account routes take besides their deps. */
export interface AccountRoutesOptions {
  /** Per-client attempt limit of the calls that send or check a code (default: in this process). */
  readonly throttle?: ClientThrottleOptions;
}

/**
 * The account routes, built from their deps.
 *
 * @example
 * createHttpApp({
 *   modules: [authRoutes({ deps: auth }), accountRoutes({ accounts, auth, payments, blobs, productName: 'ISPz' })],
 * });
 */
export function accountRoutes(deps: AccountHttpDeps, options: AccountRoutesOptions = {}): RouteModule {
  return (api) => {
    registerSessionSecurity(api);
    const throttle = clientThrottle(options.throttle);
    for (const path of THROTTLED_ACCOUNT_PATHS) api.use(path, throttle);
    const guard = sessionGuards(deps.auth);
    for (const mount of ROUTERS) mount(api, deps, guard);
  };
}
