import type { Kysely } from 'kysely';
import type { LoanPersona } from '../../../core/permissions/actor';
import { kyselyPartyDirectory } from '../parties/kysely-party-directory';
import type { Database } from '../schema';

/** One account as `ispz users list` shows it. */
export interface AccountListing {
  readonly id: string;
  readonly email: string | null;
  readonly name: string;
  readonly role: string;
  readonly persona: LoanPersona | null;
  readonly createdAt: string;
}

/**
 * The accounts, oldest first, with their loan personas (at most `limit`): what the operator
 * lists. Plain reads, no unit of work: on SQLite that would take the write lock, and listing must
 * work while another process writes.
 */
export async function listAccounts(db: Kysely<Database>, limit: number): Promise<AccountListing[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const directory = kyselyPartyDirectory(db);
  const parties: Awaited<ReturnType<typeof directory.get>>[] = [];
  for (const row of rows) parties.push(await directory.get(row.id));
  return rows.map((r, i) => ({
    id: r.id,
    email: r.email,
    name: `${r.first_name} ${r.last_name}`.trim(),
    role: r.role,
    persona: parties[i]?.persona ?? null,
    createdAt: r.created_at,
  }));
}
