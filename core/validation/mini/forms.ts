/**
 * The sign-in screens' forms in zod/mini, for the widgets: login, signup, business
 * registration (both variants), forgot password and social completion — the same shapes,
 * payload field names, steps and messages as the classic forms the server validates with
 * (`../login-form.ts`, `../signup-form.ts`, `../register-business-form.ts`,
 * `../forgot-password-form.ts`, `../social-completion-form.ts`), held equal by
 * `mini.equivalence.test.ts`.
 */
import * as z from 'zod/mini';
import { DEFAULT_BUSINESS_MASTER_CATEGORY } from '../constants';
import { SIGN_IN_FIELD_MESSAGES as M } from '../messages';
import { isUbargainEcosystem } from '../sign-in-rules';
import { optionalField, twoStepForm, withPasswordConfirmation } from './field-kit';
import * as f from './fields';

const emailOtpEmail = f.requiredEmailField(M.invalidEmailAddress);

/** Every login mode's form, per step (spec §2 /login, §5 Login). */
export const loginForm = {
  password: z.object({ username: f.loginIdentifierField, password: f.loginPasswordField }),
  ubargainPassword: z.object({ username: f.ubargainLoginIdentifierField, password: f.loginPasswordField }),
  mobileOtp: {
    requestOtp: z.object({ mobile: f.standardMobileField }),
    submit: z.object({ mobile: f.standardMobileField, otp: f.standardOtpField }),
  },
  emailOtp: {
    requestOtp: z.object({ email: emailOtpEmail }),
    submit: z.object({ email: emailOtpEmail, otp: f.standardOtpField }),
  },
  phoneOrEmail: {
    requestOtp: z.object({ username: f.phoneOrEmailField }),
    submit: z.object({ username: f.phoneOrEmailField, otp: f.standardOtpField }),
  },
} as const;

const signupShape = {
  firstname: f.firstNameField,
  lastname: f.lastNameField,
  email: f.signupEmailField,
  password: f.newPasswordField,
  countryCode: f.countryCodeField,
  mobile: f.standardMobileField,
  referred_by: f.referralCodeField,
};

/** Signup without and with the ubargain age gate, each as request-OTP and submit steps. */
export const signupForm = {
  standard: twoStepForm(signupShape, f.standardOtpField),
  ageGated: twoStepForm({ ...signupShape, ageConfirmed: f.ageConfirmationField }, f.standardOtpField),
} as const;

/** The signup form an ecosystem needs: age-gated for ubargain (spec §9), else standard. */
export function signupFormFor(ecosystemUri: string | null | undefined) {
  return isUbargainEcosystem(ecosystemUri) ? signupForm.ageGated : signupForm.standard;
}

const passwords = { password: f.registerPasswordField, confirmPassword: f.confirmPasswordField };

const standardRegistration = twoStepForm(
  {
    business_name: f.businessNameField,
    business_type: f.businessTypeField,
    business_master_category: f.industryTypeField,
    countryCode: f.countryCodeField,
    mobile: f.standardMobileField,
    email: f.registerEmailField,
    ...passwords,
    referred_by: f.referralCodeField,
  },
  f.standardOtpField,
);

const partnerCommon = {
  email: f.requiredEmailField(M.emailAddressInvalid),
  countryCode: z.optional(f.countryCodeField),
  mobile: f.optionalMobileField,
  ...passwords,
  referred_by: f.referralCodeField,
  business_master_category: z.pipe(
    optionalField(z.string().check(z.trim())),
    z.transform((v: string | undefined) => v ?? DEFAULT_BUSINESS_MASTER_CATEGORY),
  ),
  ageConfirmed: f.ageConfirmationField,
};

function partnerStep<E extends z.core.$ZodLooseShape>(extra: E) {
  return z.discriminatedUnion(
    'accountType',
    [
      z.object({
        accountType: z.literal('personal'),
        first_name: f.firstNameField,
        last_name: f.lastNameField,
        ...partnerCommon,
        ...extra,
      }),
      z.object({
        accountType: z.literal('business'),
        business_name: f.businessNameField,
        business_type: f.businessTypeField,
        ...partnerCommon,
        ...extra,
      }),
    ],
    { error: M.enterValidDetails },
  );
}

const confirmed = <T extends z.ZodMiniType>(schema: T) =>
  withPasswordConfirmation(schema, M.passwordsDontMatch);

/** Both registration variants, each as request-OTP and submit steps. */
export const registerBusinessForm = {
  standard: {
    requestOtp: confirmed(standardRegistration.requestOtp),
    submit: confirmed(standardRegistration.submit),
  },
  partner: {
    requestOtp: confirmed(partnerStep({})),
    submit: confirmed(partnerStep({ otp: f.partnerCodeField })),
  },
} as const;

const resetEmail = f.requiredEmailField(M.invalidEmail);
const resetKeys = { password: 'newPassword', confirm: 'confirmPassword' };
const newPasswords = { newPassword: f.newPasswordField, confirmPassword: f.confirmPasswordField };

/** Both variants of the password reset, each as request-OTP and submit steps. */
export const forgotPasswordForm = {
  mobile: {
    requestOtp: z.object({ mobile: f.standardMobileField }),
    submit: withPasswordConfirmation(
      z.object({ mobile: f.standardMobileField, ...newPasswords, otp: f.standardOtpField }),
      M.passwordsDoNotMatch,
      resetKeys,
    ),
  },
  email: {
    requestOtp: z.object({ email: resetEmail }),
    submit: withPasswordConfirmation(
      z.object({ email: resetEmail, ...newPasswords, otp: f.partnerCodeField }),
      M.passwordsDoNotMatch,
      resetKeys,
    ),
  },
} as const;

/** Social completion's two steps; its mobile says 'Please enter a valid mobile number'. */
export const socialCompletionForm = {
  requestOtp: z.object({
    mobile_no: f.socialMobileField,
    countryCode: f.countryCodeField,
    referral_code: f.referralCodeField,
  }),
  submit: z.object({ mobile: f.socialMobileField, otp: f.standardOtpField }),
} as const;
