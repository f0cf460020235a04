import type { Ecosystem } from './ecosystem';

/** Read access to ecosystems for login pages, sign-up rules and single sign-on. */
export interface EcosystemStore {
  findById(id: string): Promise<Ecosystem | null>;
  /** By normalised `ecosystem_url` (see `normalizeEcosystemUrl`). */
  findByUrl(url: string): Promise<Ecosystem | null>;
}
