import type { Ecosystem } from './ecosystem';
import type { EcosystemParticipant, EcosystemSide } from './ecosystem-participants';

/**
 * Registering ecosystems and their buyers and sellers, over the same ecosystem rows the auth
 * area reads for login pages and single sign-on (`EcosystemStore`).
 */
export interface EcosystemRegistry {
  get(ecosystemId: string): Promise<Ecosystem | null>;
  /** Adds an ecosystem; false (nothing written) when its id or normalised `url` is taken. */
  insert(ecosystem: Ecosystem): Promise<boolean>;
  /** Records the approval if the ecosystem is not approved yet (compare-and-set); false otherwise. */
  approve(ecosystemId: string, approvedBy: string, approvedAt: string): Promise<boolean>;
  /** Ecosystems awaiting approval, oldest registration first (by id), at most `limit`. */
  unapproved(limit: number): Promise<Ecosystem[]>;
  /** Replaces the stored client secret hash; false when there is no such ecosystem. */
  setClientSecretHash(ecosystemId: string, hash: string): Promise<boolean>;
  /** Adds a participant; false when the business is already on that side of that ecosystem. */
  addParticipant(participant: EcosystemParticipant): Promise<boolean>;
  /** The ecosystem's participants on one side, oldest first. */
  participants(ecosystemId: string, side: EcosystemSide): Promise<EcosystemParticipant[]>;
  /**
   * The ecosystems the user owns or one of the businesses takes part in (either side), each
   * once, by id.
   */
  linkedTo(userId: string, businessIds: readonly string[]): Promise<Ecosystem[]>;
}
