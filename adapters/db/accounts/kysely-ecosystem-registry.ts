import type { Kysely } from 'kysely';
import type {
  EcosystemParticipant,
  EcosystemSide,
  ParticipantKind,
} from '../../../core/accounts/ecosystems/ecosystem-participants';
import type { EcosystemRegistry } from '../../../core/accounts/ecosystems/ecosystem-registry';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import { kyselyEcosystemStore } from './kysely-lookup-stores';
import { insertEcosystem } from './lookup-admin';
import { rowToEcosystem } from './lookup-rows';

/**
 * `EcosystemRegistry` on the `ecosystems` rows, which the auth area reads too (unique by id and
 * by url, so `insert` is `ON CONFLICT DO NOTHING`), and `ecosystem_participants`, keyed by
 * (ecosystem, side, business): a business is on one side of an ecosystem once.
 */
export function kyselyEcosystemRegistry(db: Kysely<Database>, dialect: DialectName): EcosystemRegistry {
  const ecosystems = kyselyEcosystemStore(db);
  return {
    get: (ecosystemId) => ecosystems.findById(ecosystemId),
    insert: (ecosystem) => insertEcosystem(db, ecosystem),
    async approve(ecosystemId, approvedBy, approvedAt) {
      const result = await db
        .updateTable('ecosystems')
        .set({ approved_at: approvedAt, approved_by: approvedBy })
        .where('id', '=', ecosystemId)
        .where('approved_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async unapproved(limit) {
      const rows = await db
        .selectFrom('ecosystems')
        .selectAll()
        .where('approved_at', 'is', null)
        .orderBy(byCodePoint('id', dialect))
        .limit(limit)
        .execute();
      return rows.map(rowToEcosystem);
    },
    async setClientSecretHash(ecosystemId, hash) {
      const result = await db
        .updateTable('ecosystems')
        .set({ client_secret_hash: hash })
        .where('id', '=', ecosystemId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async addParticipant(p) {
      const result = await db
        .insertInto('ecosystem_participants')
        .values({
          ecosystem_id: p.ecosystemId,
          side: p.side,
          business_id: p.businessId,
          kind: p.kind,
          added_by: p.addedBy,
          added_at: p.addedAt,
        })
        .onConflict((oc) => oc.columns(['ecosystem_id', 'side', 'business_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    async participants(ecosystemId, side) {
      const rows = await db
        .selectFrom('ecosystem_participants')
        .selectAll()
        .where('ecosystem_id', '=', ecosystemId)
        .where('side', '=', side)
        .orderBy('added_at')
        .orderBy(byCodePoint('business_id', dialect))
        .execute();
      return rows.map(
        (r): EcosystemParticipant => ({
          ecosystemId: r.ecosystem_id,
          businessId: r.business_id,
          side: r.side as EcosystemSide,
          kind: r.kind as ParticipantKind,
          addedBy: r.added_by,
          addedAt: r.added_at,
        }),
      );
    },
    async linkedTo(userId, businessIds) {
      const rows = await db
        .selectFrom('ecosystems')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('owner_user_id', '=', userId),
            ...(businessIds.length === 0
              ? []
              : [
                  eb(
                    'id',
                    'in',
                    eb
                      .selectFrom('ecosystem_participants')
                      .select('ecosystem_id')
                      .where('business_id', 'in', [...businessIds]),
                  ),
                ]),
          ]),
        )
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToEcosystem);
    },
  };
}
