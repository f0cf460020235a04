import type { Ecosystem } from '../ecosystem';
import type { EcosystemParticipant, EcosystemSide } from './ecosystem-participants';

/**
 * Registering ecosystems and their buyers and sellers, over the same ecosystem rows the auth
 * area reads for login pages and single sign-on (`EcosystemStore`).
 */
export interface EcosystemRegistry {
  get(ecosystemId: string): Promise<Ecosystem | null>;
  /** Adds an ecosystem; false (nothing written) when its id or normalised `url` is taken. */
  insert(ecosystem: Ecosystem): Promise<boolean>;
  /** Adds a participant; false when the business is already on that side of that ecosystem. */
  addParticipant(participant: EcosystemParticipant): Promise<boolean>;
  /** The ecosystem's participants on one side, oldest first. */
  participants(ecosystemId: string, side: EcosystemSide): Promise<EcosystemParticipant[]>;
}
