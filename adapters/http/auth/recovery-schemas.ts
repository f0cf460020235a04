import { z } from '@hono/zod-openapi';
import { AUTH_TEXT } from '../../../core/auth/auth.errors';
import { requiredText } from '../../../core/validation/field-kit';
import { forgotPasswordForm } from '../../../core/validation/forgot-password-form';
import { requiredEmailField } from '../../../core/validation/identity-fields';
import { VALIDATION_MESSAGES as M } from '../../../core/validation/messages';
import {
  confirmPasswordField,
  newPasswordField,
  withPasswordConfirmation,
} from '../../../core/validation/password-fields';
import { standardMobileField } from '../../../core/validation/phone-fields';
import { socialCompletionForm } from '../../../core/validation/social-completion-form';
import { partnerCodeField, standardOtpField } from '../../../core/validation/verification-fields';
import { contactBranch, variants } from './schema-kit';

/**
 * Request bodies of the forgot-password and social-completion flows (spec §2, §3, §5, §7).
 */

/** Forgot password, step 1: the mobile variant or the partner's email variant (spec §2). */
export const resetOtpBody = variants(
  { mobile: forgotPasswordForm.mobile.requestOtp, email: forgotPasswordForm.email.requestOtp },
  contactBranch,
);

/**
 * Forgot password, step 2 (spec §7 /auth/password/reset {mobile or email, otp, newPassword}).
 * The screen's fields and messages; `confirmPassword` is checked when sent (blank is 'Confirm
 * Password is required'), and may be left out, since the spec's payload does not carry it.
 */
const newPasswords = { newPassword: newPasswordField, confirmPassword: confirmPasswordField.optional() };
const confirmed = <T extends z.ZodType>(schema: T) =>
  withPasswordConfirmation(schema, M.passwordsDoNotMatch, {
    password: 'newPassword',
    confirm: 'confirmPassword',
  });

export const resetBody = variants(
  {
    mobile: confirmed(z.object({ mobile: standardMobileField, ...newPasswords, otp: standardOtpField })),
    email: confirmed(
      z.object({ email: requiredEmailField(M.invalidEmail), ...newPasswords, otp: partnerCodeField }),
    ),
  },
  contactBranch,
);

/**
 * The provider's word that someone signed in (spec §2 social-media completion). Only a trusted
 * verifier turns a credential into an identity; see ./social-sign-in.ts.
 */
export const socialBeginBody = z
  .object({
    provider: requiredText(M.enterValidDetails).pipe(z.string().max(40, { error: M.enterValidDetails })),
    credential: requiredText(M.enterValidDetails).pipe(z.string().max(8192, { error: M.enterValidDetails })),
  })
  .openapi('SocialSignIn');

/** spec §3 social completion: mobile_no, countryCode, key (route state), optional referral_code. */
export const socialOtpBody = socialCompletionForm.requestOtp
  .extend({
    key: z.string({ error: AUTH_TEXT.socialKeyInvalid }).min(1, { error: AUTH_TEXT.socialKeyInvalid }),
  })
  .openapi('SocialOtpRequest');

/** spec §3 social completion, verify step: mobile, otp. */
export const socialCompleteBody = socialCompletionForm.submit.openapi('SocialCompletion');
