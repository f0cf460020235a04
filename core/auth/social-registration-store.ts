import type { SocialRegistration } from './social-registration';

/** Pending social sign-ins by the hash of their key. */
export interface SocialRegistrationStore {
  insert(registration: SocialRegistration): Promise<void>;
  findByKeyHash(keyHash: string): Promise<SocialRegistration | null>;
  /** Marks the registration completed if it was not yet; false when it already was. */
  consume(keyHash: string, at: string): Promise<boolean>;
}
