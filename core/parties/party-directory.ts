import type { LoanPersona } from '../permissions/actor';

/** A person or firm that takes part in trading, as other parties see them. */
export interface Party {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly persona: LoanPersona | null;
}

/**
 * Who trades on the platform (read-only; the accounts area owns the data). Used to mail every
 * investor when loans open for bidding, to list due-diligence firms, to name parties in threads.
 */
export interface PartyDirectory {
  get(userId: string): Promise<Party | null>;
  /** Parties whose approved loan persona is `persona`, ordered by name. */
  withPersona(persona: LoanPersona): Promise<Party[]>;
}
