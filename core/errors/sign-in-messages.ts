/**
 * The sign-in family's toasts of spec §8 (account section), word for word. Apart from the full
 * catalogue (./messages.ts, which includes them) so the sign-in bundle carries only its own.
 */

/** The sign-in toasts (a part of `MESSAGES`). */
export const SIGN_IN_MESSAGES = {
  resetPasswordSuccess: 'Successfully Reset Password',
  resetPasswordFailed: 'Failed to reset password',
  registeredBusiness: 'Successfully Registered Business',
  otpSent: 'OTP sent successfully',
  invalidOtp: 'Invalid OTP',
  referralInvalid: 'Referral code is invalid',
} as const;
