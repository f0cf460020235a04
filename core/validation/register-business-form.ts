/**
 * The business registration screen (spec §2 /registerbusiness, §3 payload, §5), both variants.
 * Standard: business fields with a required industry type, optional email ('Email address is
 * invalid'), required mobile. Partner ('Create Your Account'): a personal/business toggle
 * (`accountType`, forms start on personal) choosing name or business fields, a required email,
 * an optional mobile, the age gate and 'code' wording; industry type defaults to eCommerce.
 * Both say 'Password enter a valid password' and "Passwords don't match" (the other wording,
 * 'Passwords do not match', is the forgot-password screen's). `persona_id` follows from
 * `accountType` on the server.
 */
import { z } from 'zod';
import { DEFAULT_BUSINESS_MASTER_CATEGORY } from './constants';
import { optionalField, twoStepForm } from './field-kit';
import {
  businessNameField,
  businessTypeField,
  firstNameField,
  industryTypeField,
  lastNameField,
  referralCodeField,
  registerEmailField,
  requiredEmailField,
} from './identity-fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { confirmPasswordField, registerPasswordField, withPasswordConfirmation } from './password-fields';
import { countryCodeField, optionalMobileField, standardMobileField } from './phone-fields';
import { ACCOUNT_TYPES, registrationDisplayName } from './sign-in-rules';
import { ageConfirmationField, partnerCodeField, standardOtpField } from './verification-fields';

const passwords = { password: registerPasswordField, confirmPassword: confirmPasswordField };

const standard = twoStepForm(
  {
    business_name: businessNameField,
    business_type: businessTypeField,
    business_master_category: industryTypeField,
    countryCode: countryCodeField,
    mobile: standardMobileField,
    email: registerEmailField,
    ...passwords,
    referred_by: referralCodeField,
  },
  standardOtpField,
);

const partnerCommon = {
  email: requiredEmailField(M.emailAddressInvalid),
  countryCode: countryCodeField.optional(),
  mobile: optionalMobileField,
  ...passwords,
  referred_by: referralCodeField,
  business_master_category: optionalField(z.string().trim()).transform(
    (v) => v ?? DEFAULT_BUSINESS_MASTER_CATEGORY,
  ),
  ageConfirmed: ageConfirmationField,
};

function partnerStep<E extends z.ZodRawShape>(extra: E) {
  return z.discriminatedUnion(
    'accountType',
    [
      z.object({
        accountType: z.literal('personal'),
        first_name: firstNameField,
        last_name: lastNameField,
        ...partnerCommon,
        ...extra,
      }),
      z.object({
        accountType: z.literal('business'),
        business_name: businessNameField,
        business_type: businessTypeField,
        ...partnerCommon,
        ...extra,
      }),
    ],
    { error: M.enterValidDetails },
  );
}

const confirmed = <T extends z.ZodType>(schema: T) => withPasswordConfirmation(schema, M.passwordsDontMatch);

/** Both registration variants, each as request-OTP and submit steps. */
export const registerBusinessForm = {
  standard: { requestOtp: confirmed(standard.requestOtp), submit: confirmed(standard.submit) },
  partner: {
    requestOtp: confirmed(partnerStep({})),
    submit: confirmed(partnerStep({ otp: partnerCodeField })),
  },
} as const;

export { ACCOUNT_TYPES, registrationDisplayName };

export type StandardRegistration = z.output<typeof registerBusinessForm.standard.submit>;
export type PartnerRegistration = z.output<typeof registerBusinessForm.partner.submit>;
