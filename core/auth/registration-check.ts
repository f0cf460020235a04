import { z } from 'zod';
import {
  BUSINESS_TYPES,
  DEFAULT_BUSINESS_CATEGORY,
  DEFAULT_BUSINESS_TYPE,
} from '../accounts/businesses/business';
import { ecosystemPolicy } from '../accounts/ecosystems/ecosystem';
import { type RegistrationPersona, registrationPersonaOf } from '../accounts/personas';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { referrerOf } from './accounts-lookup';
import { authErrors } from './auth.errors';
import { findEcosystem } from './context';
import { countryCodeField, emailField, mobileField, nameField, optionalId } from './input';
import { type NewAccountContact, newAccountContact } from './new-account';
import type { AuthStores } from './stores';

/**
 * The input and the checks both steps of business registration make (spec §3 payload: first_name,
 * last_name, business_name, business_type default Private Limited, business_master_category
 * default eCommerce, countryCode, mobile, email, referred_by, ecosystem_id, persona_id).
 * Naming an ecosystem makes it the partner variant: personal or business persona (default
 * personal), email required and the code sent there. Otherwise a business is registered and the
 * code goes to the mobile number.
 */
export const registrationFields = {
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  businessName: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 _-]{1,120}$/, 'business name')
    .optional(),
  businessType: z.enum(BUSINESS_TYPES).default(DEFAULT_BUSINESS_TYPE),
  businessCategory: z.string().trim().min(1).max(120).default(DEFAULT_BUSINESS_CATEGORY),
  countryCode: countryCodeField.optional(),
  mobile: mobileField.optional(),
  email: emailField.optional(),
  referralCode: z.string().max(64).nullish(),
  ecosystemId: optionalId,
  personaId: optionalId,
  adultConfirmed: z.boolean().optional(),
};

export const requestRegistrationOtpInput = z.object(registrationFields);
type Data = z.output<typeof requestRegistrationOtpInput>;

export interface CheckedRegistration {
  readonly ecosystemId: string | null;
  readonly persona: RegistrationPersona;
  readonly contact: NewAccountContact;
  readonly referrerId: string | null;
}

/** The persona asked for, and the fields it needs. */
function personaOf(data: Data, partner: boolean): Result<RegistrationPersona, DomainError> {
  const persona = data.personaId ? registrationPersonaOf(data.personaId) : partner ? 'personal' : 'business';
  if (persona === null || (persona === 'personal' && !partner)) {
    return err(authErrors.invalidInput([{ path: 'personaId', message: 'unknown persona' }]));
  }
  const needed = persona === 'business' ? (['businessName'] as const) : (['firstName', 'lastName'] as const);
  const missing = needed.filter((k) => !data[k]);
  if (missing.length > 0)
    return err(authErrors.invalidInput(missing.map((path) => ({ path, message: 'required' }))));
  return ok(persona);
}

export async function checkRegistration(
  s: AuthStores,
  data: Data,
): Promise<Result<CheckedRegistration, DomainError>> {
  const ecosystem = await findEcosystem(s, { ecoId: data.ecosystemId });
  if (!ecosystem.ok) return ecosystem;
  const partner = ecosystem.value !== null;
  const persona = personaOf(data, partner);
  if (!persona.ok) return persona;
  if (ecosystemPolicy(ecosystem.value).requiresAdultConfirmation && data.adultConfirmed !== true) {
    return err(authErrors.ageNotConfirmed());
  }
  const contact = newAccountContact(data, partner ? 'email' : 'mobile');
  if (!contact.ok) return contact;
  const referrer = await referrerOf(s, data.referralCode);
  if (!referrer.ok) return referrer;
  // Whether the contact is taken is not checked here: it must not be revealed (./taken-contact.ts).
  const ecosystemId = ecosystem.value?.id ?? null;
  return ok({ ecosystemId, persona: persona.value, contact: contact.value, referrerId: referrer.value });
}
