/**
 * The wallet's credential forms (spec §3 credential_type.entity_attributes {attr_name,
 * uservalue}; §7 /personas/… request and share). The attributes a type needs are core's
 * (`CREDENTIAL_TYPES`); a form holds one text per slot, `attr_0` … in the type's order, so one
 * schema serves every type. Blank fields say 'This field is required'; the credential type must
 * be one the platform knows ('Please select a valid credential type').
 */
import { z } from 'zod';
import { CREDENTIAL_TYPES, requiredAttributes } from '../accounts/credentials/credential';
import { CREDENTIAL_TEXT } from '../accounts/credentials/credentials.errors';
import { requiredText } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';

const TYPE_NAMES = CREDENTIAL_TYPES.map((t) => t.name) as [string, ...string[]];

/** The most attributes any credential type carries: the number of `attr_N` slots of a form. */
export const CREDENTIAL_ATTRIBUTE_SLOTS = Math.max(...CREDENTIAL_TYPES.map((t) => t.attributes.length));

/** The form field of the attribute at `index` of a type. */
export const attributeSlot = (index: number): string => `attr_${index}`;

const credentialType = z.enum(TYPE_NAMES, { error: CREDENTIAL_TEXT.unknownType });
const slots = Object.fromEntries(
  Array.from({ length: CREDENTIAL_ATTRIBUTE_SLOTS }, (_, i) => [
    attributeSlot(i),
    z.string().trim().optional(),
  ]),
) as Record<string, z.ZodOptional<z.ZodString>>;

/**
 * Asking an issuer to issue a credential: the issuer's account id, a type, and a value for each
 * of the type's attributes. Parses to the body of POST /personas/credentials/request.
 */
export const credentialRequestForm = z
  .object({ issuer_id: requiredText(M.fieldRequired), type: credentialType, ...slots })
  .superRefine((form, ctx) => {
    const names = requiredAttributes(form.type) ?? [];
    names.forEach((_, i) => {
      const slot = attributeSlot(i);
      if (!(form as Record<string, string | undefined>)[slot])
        ctx.addIssue({ code: 'custom', path: [slot], message: M.fieldRequired });
    });
  })
  .transform((form) => ({
    issuer_id: form.issuer_id,
    credential_type: {
      name: form.type,
      entity_attributes: (requiredAttributes(form.type) ?? []).map((attr_name, i) => ({
        attr_name,
        uservalue: (form as Record<string, string | undefined>)[attributeSlot(i)] ?? '',
      })),
    },
  }));

/** Asking a holder for a credential of a type (POST /personas/shares/request). */
export const shareRequestForm = z.object({
  holder_id: requiredText(M.fieldRequired),
  credential_type: credentialType,
});

/** Sharing an issued credential unasked with a requester (POST /personas/shares/share). */
export const shareWithForm = z.object({ requester_id: requiredText(M.fieldRequired) });

/** Answering a request: which issued credential of the asked type to share. */
export const shareAnswerForm = z.object({ credential_id: requiredText(M.fieldRequired) });

/** Onboarding a persona: a persona type from the wallet's personas_to_onboard. */
export const onboardForm = z.object({ persona_id: requiredText(M.fieldRequired) });
