import type { Address } from './address';

/**
 * What the address use cases need of storage. Lookups by id return any user's address: the use
 * case decides ownership, so a refusal never depends on the adapter remembering to filter.
 */
export interface AddressStore {
  /** The user's addresses, oldest first. */
  listFor(userId: string): Promise<Address[]>;
  get(addressId: string): Promise<Address | null>;
  /** Adds an address; false (nothing written) when the id exists. */
  insert(address: Address): Promise<boolean>;
  /** Replaces the stored address of the same id and user; false when there is none. */
  update(address: Address): Promise<boolean>;
  /** Deletes the user's address; false when that user has no address of that id. */
  delete(userId: string, addressId: string): Promise<boolean>;
}
