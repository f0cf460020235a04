import type { Kysely, Selectable } from 'kysely';
import type { Persona, PersonaStatus, WalletRole } from '../../../core/accounts/wallets/wallet';
import type { WalletStore } from '../../../core/accounts/wallets/wallet-store';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';

const inserted = (r: { numInsertedOrUpdatedRows?: bigint }) => Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;

function rowToPersona(r: Selectable<Database['wallet_personas']>): Persona {
  return {
    id: r.id,
    walletId: r.wallet_id,
    personaTypeId: r.persona_type_id,
    typeName: r.type_name,
    status: r.status as PersonaStatus,
    viaUbargain: r.via_ubargain === 1,
    onboardedAt: r.onboarded_at,
    decidedBy: r.decided_by,
    decidedAt: r.decided_at,
  };
}

/**
 * `WalletStore` on Kysely. One wallet per owner (`wallets_owner_key`) and one persona per type
 * per wallet (`wallet_personas_type_key`): inserts are `ON CONFLICT DO NOTHING` and answer
 * false on a clash. A persona decision is a conditional UPDATE on the expected status.
 */
export function kyselyWalletStore(db: Kysely<Database>, dialect: DialectName): WalletStore {
  const walletBy = async (column: 'id' | 'owner_user_id', value: string) => {
    const r = await db.selectFrom('wallets').selectAll().where(column, '=', value).executeTakeFirst();
    return r
      ? { id: r.id, ownerUserId: r.owner_user_id, role: r.role as WalletRole, createdAt: r.created_at }
      : null;
  };
  return {
    findByOwner: (userId) => walletBy('owner_user_id', userId),
    get: (walletId) => walletBy('id', walletId),
    async insert(w) {
      const result = await db
        .insertInto('wallets')
        .values({ id: w.id, owner_user_id: w.ownerUserId, role: w.role, created_at: w.createdAt })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return inserted(result);
    },
    async personasOf(walletId) {
      const rows = await db
        .selectFrom('wallet_personas')
        .selectAll()
        .where('wallet_id', '=', walletId)
        .orderBy('onboarded_at')
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToPersona);
    },
    async getPersona(personaId) {
      const r = await db
        .selectFrom('wallet_personas')
        .selectAll()
        .where('id', '=', personaId)
        .executeTakeFirst();
      return r ? rowToPersona(r) : null;
    },
    async insertPersona(p) {
      const result = await db
        .insertInto('wallet_personas')
        .values({
          id: p.id,
          wallet_id: p.walletId,
          persona_type_id: p.personaTypeId,
          type_name: p.typeName,
          status: p.status,
          via_ubargain: p.viaUbargain ? 1 : 0,
          onboarded_at: p.onboardedAt,
          decided_by: p.decidedBy,
          decided_at: p.decidedAt,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return inserted(result);
    },
    async setPersonaStatus(personaId, from, to, decidedBy, at) {
      // A re-application (no decider) starts over: pending again, undecided, onboarded now.
      const decision =
        decidedBy === null
          ? { decided_by: null, decided_at: null, onboarded_at: at }
          : { decided_by: decidedBy, decided_at: at };
      const result = await db
        .updateTable('wallet_personas')
        .set({ status: to, ...decision })
        .where('id', '=', personaId)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async pendingPersonas(limit) {
      const rows = await db
        .selectFrom('wallet_personas')
        .selectAll()
        .where('status', '=', 'pending')
        .orderBy('onboarded_at')
        .orderBy(byCodePoint('id', dialect))
        .limit(limit)
        .execute();
      return rows.map(rowToPersona);
    },
  };
}
