import type { Tenant } from './tenant';

/** Tenants by the hostnames they are served on. */
export interface TenantStore {
  /** The tenant mapped to a normalised hostname, or null. */
  findByHostname(hostname: string): Promise<Tenant | null>;
}
