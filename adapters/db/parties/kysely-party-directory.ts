import type { Kysely } from 'kysely';
import type { Party, PartyDirectory } from '../../../core/parties/party-directory';
import type { LoanPersona } from '../../../core/permissions/actor';
import { resolveLoanPersona } from '../../../core/permissions/persona';
import { compiledQuery } from '../compiled-query';
import type { Database } from '../schema';

const personaRows = (db: Kysely<Database>) =>
  db
    .selectFrom('wallets')
    .innerJoin('wallet_personas', 'wallet_personas.wallet_id', 'wallets.id')
    .select(['wallets.owner_user_id as userId', 'wallet_personas.status', 'wallet_personas.type_name'])
    .orderBy('wallet_personas.onboarded_at')
    .orderBy('wallet_personas.id');

// One person, read for the actor of every request: the user, the default-user flag and the
// wallet's personas, each compiled once (../compiled-query.ts).
const userById = compiledQuery((db, p: { id: string }) =>
  db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']).where('id', '=', p.id),
);
const flaggedById = compiledQuery((db, p: { id: string }) =>
  db
    .selectFrom('user_route_settings')
    .select('user_id')
    .where('default_user', '=', 1)
    .where('user_id', '=', p.id),
);
const personasOf = compiledQuery((db, p: { id: string }) =>
  personaRows(db).where('wallets.owner_user_id', '=', p.id),
);

const walletPersona = (r: { status: string; type_name: string }) => ({
  status: r.status,
  persona_type: { entity_type_name: r.type_name },
});

/**
 * Who trades, read from the account tables: a user's loan persona is the first approved persona
 * of their wallet (spec §6, `resolveLoanPersona`), in the order the personas were onboarded —
 * unless the platform admin set the user's default-user flag (`user_route_settings`), which
 * forces lender, wallet or not.
 */
export function kyselyPartyDirectory(db: Kysely<Database>): PartyDirectory {
  async function personasByUser(userIds?: readonly string[]): Promise<Map<string, LoanPersona | null>> {
    let query = personaRows(db);
    if (userIds) query = query.where('wallets.owner_user_id', 'in', userIds);
    let flagged = db.selectFrom('user_route_settings').select('user_id').where('default_user', '=', 1);
    if (userIds) flagged = flagged.where('user_id', 'in', userIds);
    const forced = new Set((await flagged.execute()).map((r) => r.user_id));
    const rows = await query.execute();
    const grouped = new Map<string, { status: string; persona_type: { entity_type_name: string } }[]>();
    for (const r of rows) {
      const list = grouped.get(r.userId) ?? [];
      list.push(walletPersona(r));
      grouped.set(r.userId, list);
    }
    const users = new Set([...grouped.keys(), ...forced]);
    return new Map(
      [...users].map((id) => [
        id,
        resolveLoanPersona(grouped.get(id) ?? [], { defaultUser: forced.has(id) }),
      ]),
    );
  }

  const toParty = (
    u: { id: string; first_name: string; last_name: string; email: string | null },
    persona: LoanPersona | null,
  ): Party => ({
    userId: u.id,
    name: `${u.first_name} ${u.last_name}`.trim(),
    email: u.email ?? '',
    persona,
  });

  return {
    async get(userId) {
      const [user] = (await userById(db, { id: userId })).rows;
      if (!user) return null;
      const forced = (await flaggedById(db, { id: userId })).rows.length > 0;
      const personas = (await personasOf(db, { id: userId })).rows.map(walletPersona);
      return toParty(user, resolveLoanPersona(personas, { defaultUser: forced }));
    },
    async withPersona(persona) {
      const personas = await personasByUser();
      const ids = [...personas].filter(([, p]) => p === persona).map(([id]) => id);
      if (ids.length === 0) return [];
      const users = await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email'])
        .where('id', 'in', ids)
        .execute();
      return users
        .map((u) => toParty(u, persona))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
  };
}
