/**
 * Parsing of credential payloads (spec §3 credential_type.entity_attributes {attr_name,
 * uservalue}). A credential must carry exactly its type's attributes, each with a value; they
 * are stored in the type's order.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { shortText } from '../../validation/field-kit';
import { type EntityAttribute, requiredAttributes } from './credential';
import { CredentialErrors } from './credentials.errors';

export const idField = shortText();

export const credentialTypeSchema = z.object({
  name: z.string().trim().min(1).max(100),
  entity_attributes: z
    .array(z.object({ attr_name: z.string().trim().min(1).max(100), uservalue: z.string().trim().max(500) }))
    .max(20),
});

/** The attributes in the type's order, or a refusal naming what is unknown, missing or blank. */
export function checkAttributes(
  typeName: string,
  given: readonly { attr_name: string; uservalue: string }[],
): Result<EntityAttribute[], DomainError> {
  const required = requiredAttributes(typeName);
  if (!required) return err(CredentialErrors.unknownType({ credential_type: typeName }));
  const values = new Map(given.map((a) => [a.attr_name, a.uservalue]));
  const unknown = [...values.keys()].filter((name) => !required.includes(name));
  const missing = required.filter((name) => !values.get(name));
  if (unknown.length > 0 || missing.length > 0 || values.size !== given.length)
    return err(CredentialErrors.missingAttributes({ missing, unknown }));
  return ok(required.map((attrName) => ({ attrName, userValue: values.get(attrName)! })));
}
