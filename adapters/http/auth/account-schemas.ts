import { z } from '@hono/zod-openapi';
import { REGISTRATION_PERSONA_IDS, registrationPersonaOf } from '../../../core/accounts/personas';
import { shortText } from '../../../core/validation/field-kit';
import { VALIDATION_MESSAGES as M } from '../../../core/validation/messages';
import { registerBusinessForm } from '../../../core/validation/register-business-form';
import { signupForm } from '../../../core/validation/signup-form';
import { idField, optionalFlag, present, variants } from './schema-kit';

/**
 * Request bodies of sign-up and business registration (spec §3 payloads, §5 rules), and their
 * translation to the core's input. Both are two-step (spec §4): the OTP request carries the
 * whole form, the submit adds `otp`.
 */
const page = {
  ecosystem_id: idField,
  persona_id: idField,
  wallet: idField,
  /** spec §2 /signup: the 18-or-older box; the core requires it where the ecosystem does (ubargain). */
  ageConfirmed: optionalFlag,
};

export const signupOtpBody = signupForm.standard.requestOtp.extend(page).openapi('SignupRequest');
export const signupBody = signupForm.standard.submit.extend(page).openapi('Signup');

type SignupFields = z.output<typeof signupOtpBody> & { otp?: string };

/** The core's sign-up input from the spec payload. */
export function signupInput(b: SignupFields) {
  return {
    firstName: b.firstname,
    lastName: b.lastname,
    email: b.email,
    password: b.password,
    countryCode: b.countryCode,
    mobile: b.mobile,
    referralCode: b.referred_by,
    ecosystemId: b.ecosystem_id,
    personaId: b.persona_id,
    wallet: b.wallet,
    adultConfirmed: b.ageConfirmed,
    otp: b.otp,
  };
}

/**
 * The partner variant's toggle (spec §2 'Create Your Account'): `accountType`, or the persona id
 * of the final step (spec §3 persona_id), defaulting to personal. An unknown persona id is left
 * for the form to refuse.
 */
function withAccountType(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  if (present(b.accountType)) return b;
  if (!present(b.persona_id)) return { ...b, accountType: 'personal' };
  const persona = typeof b.persona_id === 'string' ? registrationPersonaOf(b.persona_id.trim()) : null;
  return persona ? { ...b, accountType: persona } : b;
}

/** Naming an ecosystem makes it the partner variant (as in the core). */
const variant = (b: Record<string, unknown>) => (present(b.ecosystem_id) ? 'partner' : 'standard');
const ecosystemId = { ecosystem_id: shortText(M.enterValidDetails) };

function registration(standard: z.ZodType, partner: z.ZodType) {
  return variants(
    {
      standard,
      partner: z.preprocess(withAccountType, z.intersection(partner, z.object(ecosystemId))),
    },
    variant,
  );
}

export const registrationOtpBody = registration(
  registerBusinessForm.standard.requestOtp,
  registerBusinessForm.partner.requestOtp,
);
export const registrationBody = registration(
  registerBusinessForm.standard.submit,
  registerBusinessForm.partner.submit,
);

type Registration = Record<string, unknown> & { accountType?: 'personal' | 'business' };

/** The core's registration input from either variant of the spec payload. */
export function registrationInput(body: unknown) {
  const b = body as Registration;
  return {
    firstName: b.first_name,
    lastName: b.last_name,
    businessName: b.business_name,
    businessType: b.business_type,
    businessCategory: b.business_master_category,
    countryCode: b.countryCode,
    mobile: b.mobile,
    email: b.email,
    password: b.password,
    confirmPassword: b.confirmPassword,
    referralCode: b.referred_by,
    ecosystemId: b.ecosystem_id,
    personaId: b.accountType ? REGISTRATION_PERSONA_IDS[b.accountType] : undefined,
    adultConfirmed: b.ageConfirmed,
    otp: b.otp,
  };
}
