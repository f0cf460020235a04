/**
 * Loan documents and the document check as the API answers them (spec §3 "Loan document":
 * revisions {version, documentInfo, uploaded_by, updated, blobName, fileNameGiven},
 * documentName, loan stages; "Document check": docCheckModels {type, isDocAvailable, docName}
 * and status red/amber/green — grey when unknown, with the §4 status text and the §8 modal).
 */
import { z } from '@hono/zod-openapi';
import type { LoanDocumentCheck } from '../../../../core/documents/check-loan-documents';
import type { LoanDocument } from '../../../../core/documents/loan-document';
import type { LoanDocumentsView } from '../../../../core/documents/loan-documents';

export const RevisionSchema = z
  .object({
    version: z.number().int(),
    documentInfo: z.string(),
    uploaded_by: z.string(),
    updated: z.string(),
    blobName: z.string(),
    fileNameGiven: z.string(),
  })
  .openapi('DocumentRevision');

export const LoanDocumentSchema = z
  .object({
    _id: z.string().openapi({ description: 'The loan’s `_id`.' }),
    documentName: z.string(),
    stage_name: z.string(),
    revisions: z.array(RevisionSchema).openapi({ description: 'Oldest first.' }),
  })
  .openapi('LoanDocument');

export const LoanDocumentsSchema = z
  .object({ _id: z.string(), stages: z.array(z.string()), documents: z.array(LoanDocumentSchema) })
  .openapi('LoanDocuments');

export const DocCheckSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      data: z.object({
        response: z.object({
          docCheckModels: z.array(
            z.object({
              type: z.enum(['Core', 'Additional']),
              isDocAvailable: z.boolean(),
              docName: z.string(),
            }),
          ),
          status: z.enum(['red', 'amber', 'green', 'grey']),
          statusText: z.string().openapi({ example: 'Critical: Core Files Missing' }),
          message: z.string(),
          requiredActions: z.array(z.string()),
        }),
      }),
    }),
  })
  .openapi('DocumentCheck');

export function loanDocumentDto(doc: LoanDocument): z.infer<typeof LoanDocumentSchema> {
  return {
    _id: doc.loanId,
    documentName: doc.documentName,
    stage_name: doc.stage,
    revisions: doc.revisions.map((r) => ({
      version: r.version,
      documentInfo: r.documentInfo,
      uploaded_by: r.uploadedBy,
      updated: r.updated,
      blobName: r.blobName,
      fileNameGiven: r.fileNameGiven,
    })),
  };
}

export function loanDocumentsDto(
  loanId: string,
  view: LoanDocumentsView,
): z.infer<typeof LoanDocumentsSchema> {
  return { _id: loanId, stages: [...view.stages], documents: view.documents.map(loanDocumentDto) };
}

/** processUserDocCheck's `{data: {data: {response}}}`. */
export function docCheckDto(check: LoanDocumentCheck): z.infer<typeof DocCheckSchema> {
  const { view } = check;
  return {
    success: true,
    data: {
      data: {
        response: {
          docCheckModels: check.docCheckModels.map((m) => ({ ...m })),
          status: view.status ?? 'grey',
          statusText: view.text,
          message: view.message,
          requiredActions: [...view.requiredActions],
        },
      },
    },
  };
}
