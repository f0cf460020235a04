import type { Insertable, Selectable } from 'kysely';
import type { Ecosystem } from '../../../core/accounts/ecosystems/ecosystem';
import type { Tenant, TenantConfig } from '../../../core/accounts/tenant';
import { canonicalJson } from '../../../core/format/canonical-json';
import type { Database } from '../schema';

export type EcosystemRow = Selectable<Database['ecosystems']>;

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
