/**
 * The signup screen (spec §2 /signup, §3 signup payload, §5). Field names are the payload's;
 * `wallet`, `ecosystem_id` and `persona_id` come from the page, not the user, and are left to
 * the server. The ubargain ecosystem adds the 18-or-older checkbox (`ageConfirmed`), which
 * must be ticked before 'Generate OTP'.
 */
import type { z } from 'zod';
import { twoStepForm } from './field-kit';
import { firstNameField, lastNameField, referralCodeField, signupEmailField } from './identity-fields';
import { newPasswordField } from './password-fields';
import { countryCodeField, standardMobileField } from './phone-fields';
import { ageConfirmationField, isUbargainEcosystem, standardOtpField } from './verification-fields';

const signupShape = {
  firstname: firstNameField,
  lastname: lastNameField,
  email: signupEmailField,
  password: newPasswordField,
  countryCode: countryCodeField,
  mobile: standardMobileField,
  referred_by: referralCodeField,
};

/** Signup without and with the ubargain age gate, each as request-OTP and submit steps. */
export const signupForm = {
  standard: twoStepForm(signupShape, standardOtpField),
  ageGated: twoStepForm({ ...signupShape, ageConfirmed: ageConfirmationField }, standardOtpField),
} as const;

/** The signup form an ecosystem needs: age-gated for ubargain (spec §9), else standard. */
export function signupFormFor(ecosystemUri: string | null | undefined) {
  return isUbargainEcosystem(ecosystemUri) ? signupForm.ageGated : signupForm.standard;
}

export type SignupRequest = z.output<typeof signupForm.standard.requestOtp>;
export type SignupSubmission = z.output<typeof signupForm.standard.submit>;
