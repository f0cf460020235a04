import type { Kysely } from 'kysely';
import type { ServicingAssignment } from '../../../core/transfer/transfer-records';
import type { TransferStore } from '../../../core/transfer/transfer-store';
import { chunks, rowsPerStatement } from '../chunks';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import {
  ownershipToRow,
  repriceToRow,
  rowToOwnership,
  rowToReprice,
  rowToServicing,
  servicingToRow,
} from './transfer-rows';
import { transferTables } from './transfer-tables';

const KEYS_PER_QUERY = 500;
const rowsOf = (table: keyof typeof transferTables) =>
  rowsPerStatement(Object.keys(transferTables[table]).length);

/**
 * `TransferStore` on Kysely. History and reprices are plain inserts keyed by their ids: a
 * duplicate id violates the primary key and throws, and the unit of work rolls the whole batch
 * back. Servicing is one row per loan (`loan_id` is the key), replaced with `INSERT … ON CONFLICT
 * (loan_id) DO UPDATE`, so two concurrent assignments never leave two rows — the later wins.
 */
export function kyselyTransferStore(db: Kysely<Database>, dialect: DialectName): TransferStore {
  return {
    async recordOwnershipChanges(changes) {
      for (const batch of chunks(changes, rowsOf('ownership_changes'))) {
        await db.insertInto('ownership_changes').values(batch.map(ownershipToRow)).execute();
      }
    },
    async ownershipHistory(loanId) {
      const rows = await db
        .selectFrom('ownership_changes')
        .selectAll()
        .where('loan_id', '=', loanId)
        .orderBy(byCodePoint('transferred_at', dialect))
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToOwnership);
    },
    async recordReprice(entry) {
      await db.insertInto('reprices').values(repriceToRow(entry)).execute();
    },
    async repricesFor(loanId) {
      const rows = await db
        .selectFrom('reprices')
        .selectAll()
        .where('loan_id', '=', loanId)
        .orderBy(byCodePoint('at', dialect))
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToReprice);
    },
    async assignServicing(assignments) {
      // One row per loan per statement (PostgreSQL refuses to update a row twice in one
      // INSERT … ON CONFLICT); the last assignment of a loan in the list wins, as it would in turn.
      const latest = new Map<string, ServicingAssignment>(assignments.map((a) => [a.loanId, a]));
      for (const batch of chunks([...latest.values()], rowsOf('servicing_assignments'))) {
        await db
          .insertInto('servicing_assignments')
          .values(batch.map(servicingToRow))
          .onConflict((oc) =>
            oc.column('loan_id').doUpdateSet((eb) => ({
              servicer_id: eb.ref('excluded.servicer_id'),
              servicing_price_cents: eb.ref('excluded.servicing_price_cents'),
              assigned_by: eb.ref('excluded.assigned_by'),
              assigned_at: eb.ref('excluded.assigned_at'),
            })),
          )
          .execute();
      }
    },
    async servicingFor(loanIds) {
      const found: ServicingAssignment[] = [];
      for (const batch of chunks([...new Set(loanIds)], KEYS_PER_QUERY)) {
        const rows = await db
          .selectFrom('servicing_assignments')
          .selectAll()
          .where('loan_id', 'in', batch)
          .execute();
        found.push(...rows.map(rowToServicing));
      }
      return found;
    },
  };
}
