/**
 * Referral codes (spec §5, §9): letters and digits, auto upper-cased, checked by the server.
 * Every account gets its own code at sign-up; a code given at sign-up names the referrer.
 */

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
export const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** Upper-cases and trims a typed code (spec §5 "auto upper-cased"). */
export function normalizeReferralCode(code: string): string {
  return code.trim().toUpperCase();
}

/** spec §5: letters and digits only. */
export function isReferralCodeFormat(code: string): boolean {
  return /^[A-Z0-9]{1,32}$/.test(code);
}
