/**
 * Credentials and their shares under the spec's names (§3 Credential:
 * credential_type.entity_attributes {attr_name, uservalue}). A share carries the shared
 * credential only while the core lets the caller see it.
 */
import { z } from '@hono/zod-openapi';
import type { Credential } from '../../../../core/accounts/credentials/credential';
import type { ShareView } from '../../../../core/accounts/credentials/credential-views';

const attributes = z.array(z.object({ attr_name: z.string(), uservalue: z.string() }));

export const CredentialSchema = z
  .object({
    _id: z.string(),
    holder_id: z.string(),
    issuer_id: z.string(),
    status: z.enum(['requested', 'in_review', 'issued', 'rejected', 'cancelled']),
    credential_type: z.object({ name: z.string(), entity_attributes: attributes }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Credential');

export const ShareSchema = z
  .object({
    _id: z.string(),
    holder_id: z.string(),
    requester_id: z.string(),
    status: z.enum(['requested', 'shared', 'in_review', 'approved', 'rejected', 'cancelled']),
    credential_type: z.object({ name: z.string() }),
    credential_id: z.string().nullable(),
    credential: CredentialSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('CredentialShare');

export function credentialDto(c: Credential): z.input<typeof CredentialSchema> {
  return {
    _id: c.id,
    holder_id: c.holderId,
    issuer_id: c.issuerId,
    status: c.status,
    credential_type: {
      name: c.typeName,
      entity_attributes: c.attributes.map((a) => ({ attr_name: a.attrName, uservalue: a.userValue })),
    },
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** A share; `credential` only where the core's view holds it (never on a bare share answer). */
export function shareDto(
  s: Omit<ShareView, 'credential'> & Partial<Pick<ShareView, 'credential'>>,
): z.input<typeof ShareSchema> {
  return {
    _id: s.id,
    holder_id: s.holderId,
    requester_id: s.requesterId,
    status: s.status,
    credential_type: { name: s.typeName },
    credential_id: s.credentialId,
    credential: s.credential ? credentialDto(s.credential) : null,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}
