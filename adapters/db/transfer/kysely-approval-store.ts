import type { Kysely, UpdateResult } from 'kysely';
import type { ApprovalStore } from '../../../core/transfer/approval-store';
import type { PurchaseApproval } from '../../../core/transfer/purchase-approval';
import type { StakeholderRow } from '../../../core/transfer/stakeholder-row';
import { insertRows } from '../bulk-rows';
import { chunks } from '../chunks';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import {
  approvalChanges,
  approvalToRow,
  rowToApproval,
  rowToStakeholder,
  stakeholderChanges,
  stakeholderToRow,
} from './approval-rows';

const KEYS_PER_QUERY = 500;
const changed = (r: UpdateResult) => r.numUpdatedRows > 0n;

/**
 * `ApprovalStore` on Kysely. The uniqueness rules are unique indexes — (loan_id, investor_id)
 * on stakeholder rows, bid_id on purchase approvals — and the inserts are `ON CONFLICT (…) DO
 * NOTHING` on exactly those keys, so the inserted-row count answers and a duplicate id still
 * throws. Updates are one `UPDATE … SET …, version = version + 1 WHERE id = ? AND version = ?`:
 * of two writers holding the same version, the database lets exactly one through.
 */
export function kyselyApprovalStore(db: Kysely<Database>, dialect: DialectName): ApprovalStore {
  const rowsWhere = async (column: 'id' | 'loan_id', keys: readonly string[]) => {
    const found: StakeholderRow[] = [];
    for (const batch of chunks([...new Set(keys)], KEYS_PER_QUERY)) {
      const rows = await db.selectFrom('stakeholder_rows').selectAll().where(column, 'in', batch).execute();
      found.push(...rows.map(rowToStakeholder));
    }
    return found;
  };
  const newestFirst = (a: PurchaseApproval, b: PurchaseApproval) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  const approvals = () =>
    db
      .selectFrom('purchase_approvals')
      .selectAll()
      .orderBy(byCodePoint('created_at', dialect), 'desc')
      .orderBy(byCodePoint('id', dialect), 'desc');

  return {
    async insertStakeholderRow(row) {
      const result = await db
        .insertInto('stakeholder_rows')
        .values(stakeholderToRow(row))
        .onConflict((oc) => oc.columns(['loan_id', 'investor_id']).doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
    stakeholderRows: (ids) => rowsWhere('id', ids),
    async stakeholderRowsOnTape(tapeName, userId) {
      const rows = await db
        .selectFrom('stakeholder_rows')
        .selectAll()
        .where('tape_name', '=', tapeName)
        .where((eb) => eb.or([eb('investor_id', '=', userId), eb('lender_id', '=', userId)]))
        .orderBy(byCodePoint('created_at', dialect))
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToStakeholder);
    },
    stakeholderRowsForLoans: (loanIds) => rowsWhere('loan_id', loanIds),
    async updateStakeholderRow(id, expectedVersion, changes) {
      const result = await db
        .updateTable('stakeholder_rows')
        .set((eb) => ({ ...stakeholderChanges(changes), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return changed(result);
    },

    async insertPurchaseApproval(row) {
      const result = await db
        .insertInto('purchase_approvals')
        .values(approvalToRow(row))
        .onConflict((oc) => oc.column('bid_id').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
    async insertPurchaseApprovals(rows) {
      const options = { onConflictDoNothing: ['bid_id'], returning: 'bid_id' };
      return (await insertRows(db, 'purchase_approvals', rows.map(approvalToRow), options)) as string[];
    },
    async purchaseApprovalsOf(userId) {
      const rows = await approvals()
        .where((eb) => eb.or([eb('approver_id', '=', userId), eb('owner_id', '=', userId)]))
        .execute();
      return rows.map(rowToApproval);
    },
    async purchaseApprovalByBid(bidId) {
      const row = await db
        .selectFrom('purchase_approvals')
        .selectAll()
        .where('bid_id', '=', bidId)
        .executeTakeFirst();
      return row ? rowToApproval(row) : null;
    },
    async purchaseApprovalsForLoans(loanIds) {
      const batches = chunks([...new Set(loanIds)], KEYS_PER_QUERY);
      const found: PurchaseApproval[] = [];
      for (const batch of batches) {
        found.push(...(await approvals().where('loan_id', 'in', batch).execute()).map(rowToApproval));
      }
      // Each batch comes back in order; several are merged here.
      return batches.length > 1 ? found.sort(newestFirst) : found;
    },
    async updatePurchaseApproval(id, expectedVersion, changes) {
      const result = await db
        .updateTable('purchase_approvals')
        .set((eb) => ({ ...approvalChanges(changes), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return changed(result);
    },
  };
}
