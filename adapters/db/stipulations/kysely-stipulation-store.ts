import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Stipulation } from '../../../core/stipulations/stipulation';
import type { StipulationStore } from '../../../core/stipulations/stipulation-store';
import { chunks, rowsPerStatement } from '../chunks';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import { type MessageRow, messageToRow, rowToThread, threadToRow } from './stipulation-rows';
import { stipulationTables } from './stipulation-tables';

const KEYS_PER_QUERY = 500;
const MESSAGE_ROWS = rowsPerStatement(Object.keys(stipulationTables.stipulation_messages).length);

type Where = (eb: ExpressionBuilder<Database, 'stipulations'>) => Expression<SqlBool>;

const byCreation = (a: Stipulation, b: Stipulation) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * `StipulationStore` on Kysely. Both state changes are a single conditional UPDATE whose
 * affected-row count is the answer, so the database decides every race:
 * - `appendMessage` bumps `message_count` only `WHERE closed = 0` and takes the new count as the
 *   message's `seq` (RETURNING): messages keep insertion order, and none lands after a close.
 * - `close` sets `closed = 1` only `WHERE closed = 0` and the user is one of the two parties,
 *   marking that party's agreement in the same statement: of concurrent closes one wins.
 */
export function kyselyStipulationStore(db: Kysely<Database>, dialect: DialectName): StipulationStore {
  /** Threads matching `where`, oldest first (then id), each with its messages in order. */
  async function threads(where: Where): Promise<Stipulation[]> {
    const rows = await db
      .selectFrom('stipulations')
      .selectAll()
      .where(where)
      .orderBy(byCodePoint('created_at', dialect))
      .orderBy(byCodePoint('id', dialect))
      .execute();
    const messages = new Map<string, MessageRow[]>(rows.map((r) => [r.id, []]));
    for (const batch of chunks([...messages.keys()], KEYS_PER_QUERY)) {
      const found = await db
        .selectFrom('stipulation_messages')
        .selectAll()
        .where('stipulation_id', 'in', batch)
        .orderBy('seq')
        .execute();
      for (const m of found) messages.get(m.stipulation_id)!.push(m);
    }
    return rows.map((r) => rowToThread(r, messages.get(r.id)!));
  }

  return {
    async insert(stip) {
      await db.insertInto('stipulations').values(threadToRow(stip)).execute();
      const rows = stip.messages.map((m, i) => messageToRow(stip.id, i + 1, m));
      for (const batch of chunks(rows, MESSAGE_ROWS)) {
        await db.insertInto('stipulation_messages').values(batch).execute();
      }
    },
    async get(id) {
      const [stip] = await threads((eb) => eb('id', '=', id));
      return stip ?? null;
    },
    async forLoans(loanIds) {
      const batches = chunks([...new Set(loanIds)], KEYS_PER_QUERY);
      const found: Stipulation[] = [];
      for (const batch of batches) found.push(...(await threads((eb) => eb('loan_id', 'in', batch))));
      // Each batch comes back in order; several are merged here.
      return batches.length > 1 ? found.sort(byCreation) : found;
    },
    forTape: (tapeName) => threads((eb) => eb('tape_name', '=', tapeName)),
    async appendMessage(id, message) {
      const admitted = await db
        .updateTable('stipulations')
        .set((eb) => ({ message_count: eb('message_count', '+', 1) }))
        .where('id', '=', id)
        .where('closed', '=', 0)
        .returning('message_count')
        .executeTakeFirst();
      if (!admitted) return false;
      await db
        .insertInto('stipulation_messages')
        .values(messageToRow(id, admitted.message_count, message))
        .execute();
      return true;
    },
    async close(id, userId, at, finalDocs) {
      const agreed = (party: 'party_a' | 'party_b') =>
        sql<number>`case when ${sql.ref(`${party}_user_id`)} = ${userId} then 1 else ${sql.ref(`${party}_agree`)} end`;
      const result = await db
        .updateTable('stipulations')
        .set({
          closed: 1,
          closed_by: userId,
          closed_at: at,
          final_docs: JSON.stringify(finalDocs),
          party_a_agree: agreed('party_a'),
          party_b_agree: agreed('party_b'),
        })
        .where('id', '=', id)
        .where('closed', '=', 0)
        .where((eb) => eb.or([eb('party_a_user_id', '=', userId), eb('party_b_user_id', '=', userId)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
