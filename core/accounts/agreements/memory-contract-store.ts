import type { MemoryDb } from '../../testing/memory-db';
import type { Contract } from './contract';
import type { ContractStore } from './contract-store';

/** In-memory `ContractStore`. */
export function memoryContractStore(db: MemoryDb): ContractStore {
  const rows = db.table<Contract>('contracts');
  return {
    async insert(contract) {
      if (rows.has(contract.id)) throw new Error(`duplicate contract id ${contract.id}`);
      rows.put(contract.id, contract);
    },
    async get(contractId) {
      return rows.get(contractId) ?? null;
    },
    async replace(next, expectedVersion) {
      const current = rows.get(next.id);
      if (!current || current.version !== expectedVersion) return false;
      rows.put(next.id, next);
      return true;
    },
    async listForParty(userId) {
      return rows
        .all()
        .filter((c) => c.creatorId === userId || c.counterpartyId === userId)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
    },
  };
}
