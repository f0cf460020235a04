/**
 * The address form's rules (ours: the spec shows the address screens' toasts but not their
 * fields). India needs a state from the §3 list and a 6-digit PIN code that does not start
 * with 0; the United States a 5-digit ZIP code or ZIP+4. Text fields are trimmed and bounded.
 */
import { z } from 'zod';
import { optionalField, requiredText, shortText } from '../../validation/field-kit';
import { ADDRESS_COUNTRIES, type AddressFields } from './address';
import { ADDRESS_TEXT as T } from './addresses.errors';
import { indianStateName } from './indian-states';

const PIN = /^[1-9]\d{5}$/;
const ZIP = /^\d{5}(?:-\d{4})?$/;

const bounded = (required: string, max: number) => requiredText(required).max(max, T.tooLong);

/** The fields of an address as the form sends them; country defaults to India. */
export const addressFieldsSchema = z
  .object({
    label: optionalField(z.string().trim().max(40, T.tooLong)),
    line1: bounded(T.line1Required, 200),
    line2: optionalField(z.string().trim().max(200, T.tooLong)),
    city: bounded(T.cityRequired, 100),
    state: bounded(T.stateRequired, 100),
    postalCode: requiredText(T.invalidPin).max(10, T.tooLong),
    country: optionalField(z.enum(ADDRESS_COUNTRIES, { error: T.invalidCountry })),
  })
  .superRefine((a, ctx) => {
    if ((a.country ?? 'India') === 'India') {
      if (indianStateName(a.state) === null)
        ctx.addIssue({ code: 'custom', path: ['state'], message: T.invalidState });
      if (!PIN.test(a.postalCode))
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: T.invalidPin });
    } else if (!ZIP.test(a.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: T.invalidZip });
    }
  })
  .transform(
    (a): AddressFields => ({
      label: a.label ?? null,
      line1: a.line1,
      line2: a.line2 ?? null,
      city: a.city,
      // India's states are stored under their canonical names, whatever case was typed.
      state: (a.country ?? 'India') === 'India' ? (indianStateName(a.state) ?? a.state) : a.state,
      postalCode: a.postalCode,
      country: a.country ?? 'India',
    }),
  );

/** Add: the fields. */
export const addAddressSchema = addressFieldsSchema;

/** Update: spec `address_id` plus the fields (the whole address is replaced). */
export const updateAddressSchema = z.object({ address_id: shortText() }).and(addressFieldsSchema);

/** Delete: spec `address_id`. */
export const deleteAddressSchema = z.object({ address_id: shortText() });
