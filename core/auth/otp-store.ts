import type { OtpPurpose, OtpRecord } from './otp';

/**
 * Issued OTPs (hashed). Changes to a code are compare-and-set, so two submissions racing on one
 * code cannot both use it and two wrong tries racing cannot count as one.
 */
export interface OtpStore {
  insert(record: OtpRecord): Promise<void>;
  /** The newest code of this purpose and subject (the only one that counts), or null. */
  latest(purpose: OtpPurpose, subject: string): Promise<OtpRecord | null>;
  /** How many codes of any purpose were issued for `subject` strictly after `after` (ISO). */
  countIssuedAfter(subject: string, after: string): Promise<number>;
  /**
   * Counts one more try if the count is still `seen`; false when a concurrent try got there first.
   * A try is counted *before* its code is compared, so concurrent guesses cannot share one count.
   */
  recordTry(id: string, seen: number): Promise<boolean>;
  /** Marks the code used if it is not yet; false when it already was. */
  consume(id: string, at: string): Promise<boolean>;
}
