import type { SsoCode } from './sso-code';

/** Single sign-on codes by their SHA-256. */
export interface SsoCodeStore {
  insert(code: SsoCode): Promise<void>;
  findByHash(hash: string): Promise<SsoCode | null>;
  /** Marks the code redeemed into `sessionId` if it was not yet; false when it already was. */
  redeem(hash: string, at: string, sessionId: string): Promise<boolean>;
}
