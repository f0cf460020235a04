import type { MemoryDb } from '../testing/memory-db';
import type { Tenant } from './tenant';
import type { TenantStore } from './tenant-store';

/** In-memory `TenantStore`; tests register tenants with `add`. */
export function memoryTenantStore(db: MemoryDb): TenantStore & { add(tenant: Tenant): void } {
  const tenants = db.table<Tenant>('tenants');
  return {
    async findByHostname(hostname) {
      return tenants.all().find((t) => t.hostnames.includes(hostname)) ?? null;
    },
    add(tenant) {
      tenants.put(tenant.id, tenant);
    },
  };
}
