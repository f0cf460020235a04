import { col } from '../columns';

/**
 * The tenants the platform is shown as, and the hostnames that show each (migration 0004), the
 * tables of `core/accounts/tenant.ts` and `tenant-store.ts`. A hostname is the key of its row,
 * so it shows one tenant; the auth area looks a request's host up in them.
 */
export const tenantTables = {
  tenants: {
    id: col.id(),
    name: col.text(),
    /** The `TenantConfig` as canonical JSON. */
    config: col.json(),
  },
  tenant_hostnames: {
    /** Normalised (`normalizeHostname`); a hostname shows one tenant. */
    hostname: col.id(),
    tenant_id: col.text({ references: 'tenants.id', onDelete: 'cascade' }),
    /** Place in the tenant's list, so it reads back in the order it was given. */
    position: col.integer(),
  },
} as const;
