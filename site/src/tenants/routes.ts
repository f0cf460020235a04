/**
 * A mapped host's own landing page on `/` (spec §1 tenant mode, §3 tenant config's
 * `landingPage`); unmapped hosts, and a tenant whose config asks for the 'default' landing,
 * keep the build's home.
 */
import type { Tenant } from '../app/boot';
import type { PageLoader } from '../app/pages';

/** The tenant's landing page, or null when `/` is the build's home. */
export function tenantLanding(tenant: Pick<Tenant, 'tenant_id' | 'landingPage'>): PageLoader | null {
  return tenant.tenant_id && tenant.landingPage !== 'default' ? () => import('./tenant-landing') : null;
}
