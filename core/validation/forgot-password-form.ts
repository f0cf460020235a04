/**
 * The forgot-password screen (spec §2 /forgot-password, §5): a mobile variant ('Generate OTP'
 * then 'Submit') and an email variant for the partner ('Send Code' then 'Reset Password').
 * The request step needs only the mobile or email (that is all the send-OTP call takes); the
 * submit step adds the new password, its confirmation and the code, with the reset payload's
 * names (`newPassword`, `otp`). The spec shows no messages for this screen, so it reuses the
 * signup texts; the mismatch reads 'Passwords do not match' here.
 */
import { z } from 'zod';
import { requiredEmailField } from './identity-fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { confirmPasswordField, newPasswordField, withPasswordConfirmation } from './password-fields';
import { standardMobileField } from './phone-fields';
import { FORGOT_PASSWORD_HINT } from './sign-in-rules';
import { partnerCodeField, standardOtpField } from './verification-fields';

const resetEmail = requiredEmailField(M.invalidEmail);
const keys = { password: 'newPassword', confirm: 'confirmPassword' };
const newPasswords = { newPassword: newPasswordField, confirmPassword: confirmPasswordField };

/** Both variants of the reset, each as request-OTP and submit steps. */
export const forgotPasswordForm = {
  mobile: {
    requestOtp: z.object({ mobile: standardMobileField }),
    submit: withPasswordConfirmation(
      z.object({ mobile: standardMobileField, ...newPasswords, otp: standardOtpField }),
      M.passwordsDoNotMatch,
      keys,
    ),
  },
  email: {
    requestOtp: z.object({ email: resetEmail }),
    submit: withPasswordConfirmation(
      z.object({ email: resetEmail, ...newPasswords, otp: partnerCodeField }),
      M.passwordsDoNotMatch,
      keys,
    ),
  },
} as const;

export { FORGOT_PASSWORD_HINT };

export type MobileReset = z.output<typeof forgotPasswordForm.mobile.submit>;
export type EmailReset = z.output<typeof forgotPasswordForm.email.submit>;
