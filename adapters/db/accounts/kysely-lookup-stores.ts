import type { Kysely } from 'kysely';
import type { EcosystemStore } from '../../../core/accounts/ecosystems/ecosystem-store';
import type { TenantStore } from '../../../core/accounts/tenant-store';
import type { Database } from '../schema';
import { rowsToTenant, rowToEcosystem } from './lookup-rows';

/**
 * `EcosystemStore` on Kysely: read-only here. Ecosystems are written by the account area's
 * registry and by operators (`insertEcosystem` in `lookup-admin.ts`); the url is unique.
 */
export function kyselyEcosystemStore(db: Kysely<Database>): EcosystemStore {
  const findBy = async (column: 'id' | 'url', value: string) => {
    const row = await db.selectFrom('ecosystems').selectAll().where(column, '=', value).executeTakeFirst();
    return row ? rowToEcosystem(row) : null;
  };
  return {
    findById: (id) => findBy('id', id),
    findByUrl: (url) => findBy('url', url),
  };
}

/**
 * Every redirect URI registered by an approved partner ecosystem, in one read: the port
 * `ApprovedRedirectUris` of adapters/http/partner-origins.ts, which turns them into the origins
 * allowed to call the API. An ecosystem awaiting approval gives none.
 */
export function approvedRedirectUris(db: Kysely<Database>): () => Promise<string[]> {
  return async () => {
    const rows = await db
      .selectFrom('ecosystems')
      .select('redirect_uris')
      .where('approved_at', 'is not', null)
      .execute();
    return rows.flatMap((row) => JSON.parse(row.redirect_uris) as string[]);
  };
}

/** `TenantStore` on Kysely: a hostname row names its tenant; the tenant's hostnames come back in order. */
export function kyselyTenantStore(db: Kysely<Database>): TenantStore {
  return {
    async findByHostname(hostname) {
      const tenant = await db
        .selectFrom('tenant_hostnames')
        .innerJoin('tenants', 'tenants.id', 'tenant_hostnames.tenant_id')
        .selectAll('tenants')
        .where('tenant_hostnames.hostname', '=', hostname)
        .executeTakeFirst();
      if (!tenant) return null;
      const hostnames = await db
        .selectFrom('tenant_hostnames')
        .selectAll()
        .where('tenant_id', '=', tenant.id)
        .orderBy('position')
        .execute();
      return rowsToTenant(tenant, hostnames);
    },
  };
}
