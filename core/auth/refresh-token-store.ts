import type { RefreshToken } from './session';

/** Refresh tokens by their SHA-256; the clear token is never stored. */
export interface RefreshTokenStore {
  insert(token: RefreshToken): Promise<void>;
  findByHash(hash: string): Promise<RefreshToken | null>;
  /** Marks the token used if it is not yet; false when it already was (reuse, or a lost race). */
  markUsed(hash: string, at: string): Promise<boolean>;
}
