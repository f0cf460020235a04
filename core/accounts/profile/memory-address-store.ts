import type { MemoryDb } from '../../testing/memory-db';
import type { Address } from './address';
import type { AddressStore } from './address-store';

/** In-memory `AddressStore`; every write checks the owning user, like the adapter's WHERE clause. */
export function memoryAddressStore(db: MemoryDb): AddressStore {
  const rows = db.table<Address>('addresses');
  return {
    async listFor(userId) {
      return rows
        .all()
        .filter((a) => a.userId === userId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },
    async get(addressId) {
      return rows.get(addressId) ?? null;
    },
    async insert(address) {
      if (rows.has(address.id)) return false;
      rows.put(address.id, address);
      return true;
    },
    async update(address) {
      const current = rows.get(address.id);
      if (!current || current.userId !== address.userId) return false;
      rows.put(address.id, { ...address, createdAt: current.createdAt });
      return true;
    },
    async delete(userId, addressId) {
      const current = rows.get(addressId);
      if (!current || current.userId !== userId) return false;
      return rows.delete(addressId);
    },
  };
}
