/**
 * Loan documents (spec §7): the documents with their revisions and stages (fetchDocuments),
 * the document check (processUserDocCheck → red/amber/green/grey) and filing an uploaded file
 * as the next version of a document (uploadMissingDocs; the owner's). `_id` names the loan by
 * its `_id`; `loan_id` takes the `_id` or a loan number naming exactly one loan the caller may
 * see (an ambiguous number is refused 400 'LOAN.AMBIGUOUS_NUMBER', ../dto/loan-ref.ts). Who may read or file is the core's decision (owner, DD firm, winner).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { checkLoanDocuments } from '../../../../core/documents/check-loan-documents';
import { listLoanDocuments, uploadMissingDocument } from '../../../../core/documents/loan-documents';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { identityMismatch } from '../dto/identity';
import { resolveLoanRef } from '../dto/loan-ref';
import { refusals } from '../dto/refusals';
import { id, identity, text } from '../dto/request-fields';
import { checkBlobRefs } from './blob-files';
import { DILIGENCE_TEXTS } from './diligence.texts';
import {
  DocCheckSchema,
  docCheckDto,
  LoanDocumentSchema,
  LoanDocumentsSchema,
  loanDocumentDto,
  loanDocumentsDto,
} from './document-dto';

const TAGS = ['Documents'];

const uploadBody = z
  .object({
    loan_id: id().openapi({ description: 'The loan’s `_id`.' }),
    docName: text(),
    blobName: text().openapi({ description: 'From upload_file (pdf, doc, docx or xlsx).' }),
    documentInfo: text(),
    fileNameGiven: text().openapi({ description: 'The uploaded file’s own name (upload_file answers it).' }),
  })
  .openapi('UploadMissingDocument');

export function documentRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const auth = [deps.requireActor];

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/get_loans_list/fetchDocuments',
      tags: TAGS,
      summary: "A loan's documents with every revision, optionally of one stage",
      middleware: auth,
      security: BEARER,
      request: { query: z.object({ _id: id(), stage_name: z.string().optional() }) },
      responses: {
        200: okJson(envelope(LoanDocumentsSchema), 'Stages and documents.'),
        ...refusals(400, 403, 404),
      },
    }),
    async (c) => {
      const { _id, stage_name } = c.req.valid('query');
      return answer(
        c,
        await listLoanDocuments(deps.trading, actorOf(c), { loanId: _id, stage: stage_name }),
        (view) => success(c, DILIGENCE_TEXTS.documentsFound, loanDocumentsDto(_id, view)),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/processUserDocCheck',
      tags: TAGS,
      summary: "Check a loan's documents against the required list (red / amber / green / grey)",
      middleware: auth,
      security: BEARER_AND_XSRF,
      request: jsonBody(
        z
          .object({ loan_id: id(), investor_id: identity('The investor running the check.') })
          .openapi('DocCheckRequest'),
      ),
      responses: {
        200: okJson(DocCheckSchema, '{data: {data: {response: {docCheckModels, status}}}}.'),
        ...refusals(400, 403, 404),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const body = c.req.valid('json');
      const mismatch = identityMismatch(actor, { investor_id: body.investor_id });
      if (mismatch) return refuse(c, mismatch);
      const loan = await resolveLoanRef(deps.trading, actor, body.loan_id);
      if (!loan.ok) return refuse(c, loan.error);
      const loanId = loan.value?.id ?? body.loan_id;
      return answer(c, await checkLoanDocuments(deps.trading, actor, { loanId }), (check) =>
        c.json(docCheckDto(check)),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/uploadMissingDocs',
      tags: TAGS,
      summary: 'File an uploaded file as the next version of a loan document (the owner)',
      middleware: auth,
      security: BEARER_AND_XSRF,
      request: jsonBody(uploadBody),
      responses: {
        201: okJson(envelope(LoanDocumentSchema), "'Upload successful' and the document."),
        ...refusals(400, 403, 404, 409),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const refusal = await checkBlobRefs(deps.blobs, { blobName: body.blobName }, 'missingDocument');
      if (refusal) return refuse(c, refusal);
      const loan = await resolveLoanRef(deps.trading, actorOf(c), body.loan_id);
      if (!loan.ok) return refuse(c, loan.error);
      const input = {
        loanId: loan.value?.id ?? body.loan_id,
        // Absent fields reach the use case as blank, which answers the form's own messages.
        docName: body.docName ?? '',
        blobName: body.blobName ?? '',
        documentInfo: body.documentInfo ?? undefined,
        fileName: body.fileNameGiven ?? undefined,
      };
      return answer(c, await uploadMissingDocument(deps.trading, actorOf(c), input), (doc) =>
        success(c, DILIGENCE_TEXTS.documentUploaded, loanDocumentDto(doc), 201),
      );
    },
  );
}
