import type { Kysely } from 'kysely';
import type { Ecosystem } from '../../../core/accounts/ecosystems/ecosystem';
import type { Tenant } from '../../../core/accounts/tenant';
import { canonicalJson } from '../../../core/format/canonical-json';
import type { Database } from '../schema';
import { ecosystemToRow } from './lookup-rows';

/**
 * Operator data that no use case writes: tenants (spec §1 tenant mode) and ecosystems registered
 * by the operator (seed, CLI, tests). Run them on a unit of work's handle or on the plain `db`
 * outside any transaction. Both refuse a clash (false) instead of failing.
 */

/** Adds an ecosystem; false (nothing written) when its id or url is taken. */
export async function insertEcosystem(db: Kysely<Database>, ecosystem: Ecosystem): Promise<boolean> {
  const result = await db
    .insertInto('ecosystems')
    .values(ecosystemToRow(ecosystem))
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Adds a tenant with its hostnames; false (nothing written) when its id or any hostname is
 * taken. Several statements: run it inside a transaction (a unit of work's handle) so that a
 * failure leaves no half tenant; a hostname taken by a concurrent writer fails the unique key.
 */
export async function insertTenant(db: Kysely<Database>, tenant: Tenant): Promise<boolean> {
  if (tenant.hostnames.length > 0) {
    const taken = await db
      .selectFrom('tenant_hostnames')
      .select('hostname')
      .where('hostname', 'in', [...tenant.hostnames])
      .executeTakeFirst();
    if (taken) return false;
  }
  const result = await db
    .insertInto('tenants')
    .values({ id: tenant.id, name: tenant.name, config: canonicalJson(tenant.config) })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
  if (tenant.hostnames.length > 0) {
    await db
      .insertInto('tenant_hostnames')
      .values(tenant.hostnames.map((hostname, position) => ({ hostname, tenant_id: tenant.id, position })))
      .execute();
  }
  return true;
}
