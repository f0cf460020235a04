/**
 * A mapped host's own landing page on `/` (spec §1 tenant mode, §3 tenant config's
 * `landingPage`); unmapped hosts keep the build's home.
 */

import type { Tenant } from '../app/boot';
import type { PageLoader } from '../app/pages';

export function tenantLanding(tenant: Tenant): PageLoader | null {
  return tenant.tenant_id ? () => import('./tenant-landing') : null;
}
