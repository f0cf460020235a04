/**
 * The marketing site's forms (spec §3, §5). Contact: name, email and knowThrough required,
 * each failing with the one toast 'Please fill required (*) field'. Lead: an option is
 * required ('Please select an option to view details') and the request goes only when at
 * least one of mobile, name or email is filled — otherwise the generic 'please enter the
 * valid details'. Filled emails and numbers must be well formed.
 */
import { z } from 'zod';
import { KNOW_THROUGH_OPTIONS, LEAD_OPTIONS } from './constants';
import { optionalField, requiredText } from './field-kit';
import { optionalEmailField } from './identity-fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { flexibleNumberField } from './phone-fields';

const details = optionalField(z.string().trim());

/** 'Write to us' (POST contact-us: name, mobile, details, email, knowThrough). */
export const contactForm = z.object({
  name: requiredText(M.fillRequiredFields),
  mobile: flexibleNumberField,
  details,
  email: requiredText(M.fillRequiredFields).pipe(z.email({ error: M.invalidEmail })),
  knowThrough: z.enum(KNOW_THROUGH_OPTIONS, { error: M.fillRequiredFields }),
});

/** 'GET CONNECTED' (POST lead: name, mobile, details, email, option). */
export const leadForm = z
  .object({
    name: optionalField(z.string().trim()),
    mobile: flexibleNumberField,
    details,
    email: optionalEmailField(M.invalidEmail),
    option: z.enum(LEAD_OPTIONS, { error: M.selectOptionToView }),
  })
  .refine((lead) => Boolean(lead.name || lead.mobile || lead.email), { error: M.enterValidDetails });

export type ContactRequest = z.output<typeof contactForm>;
export type LeadRequest = z.output<typeof leadForm>;
