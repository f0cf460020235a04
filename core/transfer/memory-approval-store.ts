import type { MemoryDb } from '../testing/memory-db';
import type { ApprovalStore } from './approval-store';
import type { PurchaseApproval } from './purchase-approval';
import type { StakeholderRow } from './stakeholder-row';

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const oldestFirst = (a: StakeholderRow, b: StakeholderRow) =>
  cmp(a.createdAt, b.createdAt) || cmp(a.id, b.id);
const newestFirst = (a: PurchaseApproval, b: PurchaseApproval) =>
  cmp(b.createdAt, a.createdAt) || cmp(b.id, a.id);

/** In-memory `ApprovalStore`; passes the same contract suite as the database adapters. */
export function memoryApprovalStore(db: MemoryDb): ApprovalStore {
  const rows = db.table<StakeholderRow>('stakeholder_rows');
  const approvals = db.table<PurchaseApproval>('purchase_approvals');
  return {
    async insertStakeholderRow(row) {
      if (rows.has(row.id)) throw new Error(`duplicate stakeholder row id ${row.id}`);
      if (rows.all().some((r) => r.loanId === row.loanId && r.investorId === row.investorId)) return false;
      rows.put(row.id, row);
      return true;
    },
    async stakeholderRows(ids) {
      return [...new Set(ids)].flatMap((id) => rows.get(id) ?? []);
    },
    async stakeholderRowsOnTape(tapeName, userId) {
      return rows
        .all()
        .filter((r) => r.tapeName === tapeName && (r.investorId === userId || r.lenderId === userId))
        .sort(oldestFirst);
    },
    async stakeholderRowsForLoans(loanIds) {
      const wanted = new Set(loanIds);
      return rows.all().filter((r) => wanted.has(r.loanId));
    },
    async updateStakeholderRow(id, expectedVersion, changes) {
      const row = rows.get(id);
      if (!row || row.version !== expectedVersion) return false;
      rows.put(id, { ...row, ...changes, version: row.version + 1 });
      return true;
    },
    async insertPurchaseApproval(row) {
      if (approvals.has(row.id)) throw new Error(`duplicate purchase approval id ${row.id}`);
      if (approvals.all().some((a) => a.bidId === row.bidId)) return false;
      approvals.put(row.id, row);
      return true;
    },
    async insertPurchaseApprovals(list) {
      const stored: string[] = [];
      for (const row of list) {
        if (approvals.has(row.id)) throw new Error(`duplicate purchase approval id ${row.id}`);
        if (approvals.all().some((a) => a.bidId === row.bidId)) continue;
        approvals.put(row.id, row);
        stored.push(row.bidId);
      }
      return stored;
    },
    async purchaseApprovalsOf(userId) {
      return approvals
        .all()
        .filter((a) => a.approverId === userId || a.ownerId === userId)
        .sort(newestFirst);
    },
    async purchaseApprovalByBid(bidId) {
      return approvals.all().find((a) => a.bidId === bidId) ?? null;
    },
    async purchaseApprovalsForLoans(loanIds) {
      const wanted = new Set(loanIds);
      return approvals
        .all()
        .filter((a) => wanted.has(a.loanId))
        .sort(newestFirst);
    },
    async updatePurchaseApproval(id, expectedVersion, changes) {
      const row = approvals.get(id);
      if (!row || row.version !== expectedVersion) return false;
      approvals.put(id, { ...row, ...changes, version: row.version + 1 });
      return true;
    },
  };
}
