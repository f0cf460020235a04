import type { Persona, PersonaStatus, Wallet } from './wallet';

/** What the wallet use cases need of storage. One wallet per owner; one persona per type per wallet. */
export interface WalletStore {
  findByOwner(userId: string): Promise<Wallet | null>;
  get(walletId: string): Promise<Wallet | null>;
  /** Adds a wallet; false (nothing written) when the owner already has one. */
  insert(wallet: Wallet): Promise<boolean>;
  /** The wallet's personas in onboarding order (oldest first). */
  personasOf(walletId: string): Promise<Persona[]>;
  getPersona(personaId: string): Promise<Persona | null>;
  /** Adds a persona; false when the wallet already has one of that type. */
  insertPersona(persona: Persona): Promise<boolean>;
  /**
   * Moves a persona from `from` to `to` only if it is still `from` (compare-and-set), recording
   * who decided and when (null for a re-application); false otherwise.
   */
  setPersonaStatus(
    personaId: string,
    from: PersonaStatus,
    to: PersonaStatus,
    decidedBy: string | null,
    at: string,
  ): Promise<boolean>;
  /** Pending personas of every wallet, oldest first, at most `limit`. */
  pendingPersonas(limit: number): Promise<Persona[]>;
}
