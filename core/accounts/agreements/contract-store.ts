import type { Contract } from './contract';

/**
 * Contracts by id and by party. Every change replaces the whole contract and is
 * compare-and-set on `version`, so two parties acting at once never both win.
 */
export interface ContractStore {
  insert(contract: Contract): Promise<void>;
  get(contractId: string): Promise<Contract | null>;
  /** Stores `next` only if the stored version is still `expectedVersion`; false otherwise. */
  replace(next: Contract, expectedVersion: number): Promise<boolean>;
  /** Contracts the user is a party to, most recently changed first. */
  listForParty(userId: string): Promise<Contract[]>;
}
