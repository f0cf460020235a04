/**
 * The profile's forms, put together from core's field rules (spec §5) so the page and the
 * server share one copy of every rule and message: the names of PUT /users, the two steps of a
 * contact change (the address, then its code and — for a new address — the current password),
 * and the address form of /users/address.
 */
import { z } from 'zod';
import { addressFieldsSchema } from '../../../../core/accounts/profile/address-input';
import type { COUNTRY_CODES } from '../../../../core/validation/constants';
import { requiredText } from '../../../../core/validation/field-kit';
import {
  firstNameField,
  lastNameField,
  requiredEmailField,
} from '../../../../core/validation/identity-fields';
import { VALIDATION_MESSAGES as M } from '../../../../core/validation/messages';
import { countryCodeField, standardMobileField } from '../../../../core/validation/phone-fields';
import { standardOtpField } from '../../../../core/validation/verification-fields';

/** spec PUT /users: first and last name. */
export const nameForm = z.object({ firstname: firstNameField, lastname: lastNameField });

const emailShape = { email: requiredEmailField(M.invalidEmail) };
const mobileShape = { countryCode: countryCodeField, mobile: standardMobileField };
const password = requiredText(M.passwordRequired);

/** What the contact-change dialog holds (the fields of its kind and step). */
export type ContactValues = {
  email?: string;
  mobile?: string;
  countryCode?: (typeof COUNTRY_CODES)[number];
  otp?: string;
  currentPassword?: string;
};

/** The contact-change forms by kind and step; `withPassword` when the address replaces the current one. */
export function contactForm(
  kind: 'email' | 'mobile',
  step: 'request' | 'confirm',
  withPassword: boolean,
): z.ZodType<ContactValues, ContactValues> {
  const shape = kind === 'email' ? emailShape : mobileShape;
  const schema =
    step === 'request'
      ? z.object(shape)
      : z.object({ ...shape, otp: standardOtpField, ...(withPassword ? { currentPassword: password } : {}) });
  // The kinds' shapes differ; the dialog reads them through one value type.
  return schema as unknown as z.ZodType<ContactValues, ContactValues>;
}

/** The address form: core's rules, transformed to what POST/PUT /users/address take. */
export const addressForm = addressFieldsSchema;
