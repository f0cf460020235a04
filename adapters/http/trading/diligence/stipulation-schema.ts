/**
 * The stipulation answers as zod schemas registered in the OpenAPI document (spec §3
 * Stipulation, the loan's stipData, §7 stipulations_view {dropdown, data}). ./stipulation-dto.ts
 * is typed by these, so the document and the answers cannot drift apart.
 */
import { z } from '@hono/zod-openapi';

export const StipulationPartySchema = z
  .object({
    userId: z.string(),
    persona: z.string().nullable().openapi({ example: 'Due Diligence' }),
    name: z.string(),
    agreeToClosed: z.boolean().openapi({ description: 'True for the party who marked it resolved.' }),
  })
  .openapi('StipulationParty');

export const StipulationMessageSchema = z
  .object({
    _id: z.string(),
    sender: z.string().openapi({ description: 'User id of the sender (always the authenticated caller).' }),
    senderName: z.string(),
    senderHexId: z.string().openapi({ description: 'The sender’s 16-hex-digit fingerprint.' }),
    timestamp: z.string(),
    createdAt: z.string(),
    uploadedBy: z.string().nullable(),
    docName: z.string(),
    message: z.string(),
    blobName: z.string().nullable(),
  })
  .openapi('StipulationMessage');

const stipParty = z.object({ userId: z.string(), agreeToClosed: z.boolean() });

export const StipDataSchema = z
  .object({ partyA: stipParty, partyB: stipParty, closed: z.boolean() })
  .openapi('StipData');

export const StipulationSchema = z
  .object({
    _id: z.string(),
    baseCollectionId: z.string().openapi({ description: 'The loan’s `_id`.' }),
    collectionName: z.literal('loanMetadata'),
    tape_name: z.string(),
    stage: z.string().openapi({ example: 'Due-Diligence' }),
    docInfo: z.string(),
    partyA: StipulationPartySchema,
    partyB: StipulationPartySchema,
    messages: z.array(StipulationMessageSchema),
    stipData: StipDataSchema,
    closed: z.boolean(),
    closedBy: z.string().nullable(),
    closedAt: z.string().nullable(),
    finalDocs: z.array(z.string()).openapi({ description: 'Blob names a due-diligence firm resolved with.' }),
    createdAt: z.string(),
    resolveButton: z.object({ label: z.string(), disabled: z.boolean() }),
    notice: z.string().nullable().openapi({ example: 'Stipulation already closed' }),
  })
  .openapi('Stipulation');

export const SecondPartyOptionSchema = z
  .object({ userId: z.string(), name: z.string(), persona: z.string().nullable() })
  .openapi('StipulationSecondParty');

export const StipulationsViewSchema = z
  .object({
    success: z.literal(true),
    dropdown: z.array(SecondPartyOptionSchema),
    data: z.array(StipulationSchema),
  })
  .openapi('StipulationsView');

export type PartyDto = z.infer<typeof StipulationPartySchema>;
export type StipDataDto = z.infer<typeof StipDataSchema>;
export type StipulationDto = z.infer<typeof StipulationSchema>;
