import type { Insertable, Selectable } from 'kysely';
import type { Ecosystem } from '../../../core/accounts/ecosystems/ecosystem';
import type { Tenant, TenantConfig } from '../../../core/accounts/tenant';
import { canonicalJson } from '../../../core/format/canonical-json';
import type { Database } from '../schema';

// Ecosystem and tenant rows (`ecosystem-tables.ts`, `tenant-tables.ts`) to and from the domain,
// one mapping for the lookup stores, the ecosystem registry and the operator's writes. The JSON
// columns are written canonical, so what is stored reads back byte for byte.

/** An `ecosystems` row as read. */
export type EcosystemRow = Selectable<Database['ecosystems']>;

/** The row that stores an ecosystem. */
export function ecosystemToRow(e: Ecosystem): Insertable<Database['ecosystems']> {
  return {
    id: e.id,
    name: e.name,
    uri: e.uri,
    url: e.url,
    profile_pic: e.profilePic,
    banner_pics: canonicalJson(e.bannerPics),
    redirect_uris: canonicalJson(e.redirectUris),
    owner_user_id: e.ownerUserId,
    approved_at: e.approvedAt,
    approved_by: e.approvedBy,
    client_secret_hash: e.clientSecretHash,
  };
}

/** The ecosystem a row holds. */
export function rowToEcosystem(r: EcosystemRow): Ecosystem {
  return {
    id: r.id,
    name: r.name,
    uri: r.uri,
    url: r.url,
    profilePic: r.profile_pic,
    bannerPics: JSON.parse(r.banner_pics) as string[],
    redirectUris: JSON.parse(r.redirect_uris) as string[],
    ownerUserId: r.owner_user_id,
    approvedAt: r.approved_at,
    approvedBy: r.approved_by,
    clientSecretHash: r.client_secret_hash,
  };
}

/** The tenant of its row and its hostname rows (in `position` order). */
export function rowsToTenant(
  r: Selectable<Database['tenants']>,
  hostnames: readonly Selectable<Database['tenant_hostnames']>[],
): Tenant {
  return {
    id: r.id,
    name: r.name,
    hostnames: hostnames.map((h) => h.hostname),
    config: JSON.parse(r.config) as TenantConfig,
  };
}
