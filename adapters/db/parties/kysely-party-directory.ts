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

// One person, read for the actor of every request in one statement compiled once
// (../compiled-query.ts): the user, whether the default-user flag is set, and a row per persona
// of their wallets in onboarding order (one row of nulls when there is none).
const personById = compiledQuery((db, p: { id: string }) =>
  db
    .selectFrom('users')
    .leftJoin('wallets', 'wallets.owner_user_id', 'users.id')
    .leftJoin('wallet_personas', 'wallet_personas.wallet_id', 'wallets.id')
    .select((eb) => [
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'wallet_personas.status',
      'wallet_personas.type_name',
      eb
        .exists(
          eb
            .selectFrom('user_route_settings')
            .select('user_id')
            .whereRef('user_route_settings.user_id', '=', 'users.id')
            .where('default_user', '=', 1),
        )
        .as('forced'),
    ])
    .where('users.id', '=', p.id)
    .orderBy('wallet_personas.onboarded_at')
    .orderBy('wallet_personas.id'),
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
      const rows = (await personById(db, { id: userId })).rows;
      const user = rows[0];
      if (!user) return null;
      const personas = rows.flatMap((r) =>
        r.status === null || r.type_name === null
          ? []
          : [walletPersona({ status: r.status, type_name: r.type_name })],
      );
      // A boolean on PostgreSQL, 0 or 1 on SQLite.
      const forced = Number(user.forced) === 1;
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
