/**
 * Due diligence (spec §2 DD FULL REVIEW, §5 DD start, §6 investor "Start DD"). The start form
 * sends the tape, the second party (the due-diligence firm's user id) and the engagement file
 * in one multipart request; without a file or a second party it answers 'Please select
 * required field.'. The caller's persona is checked before the file is read and the payload's
 * identity before anything is recorded; the file is recorded in the blob ledger by the start's
 * own transaction and reaches the blob store only once the case is opened, so a refused start
 * stores nothing and records nothing. `GET /due_diligence_cases` lists the cases the caller takes part in (the
 * DD chat viewer; the engagement file is downloadable by the case's two parties).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MESSAGES } from '../../../../core/errors/messages';
import { requireCapability } from '../../../../core/permissions/capabilities';
import { listDueDiligenceCases, startDueDiligence } from '../../../../core/transfer/due-diligence';
import type { DueDiligenceCase } from '../../../../core/transfer/due-diligence-store';
import { multipartBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { identityMismatch } from '../dto/identity';
import { refusals } from '../dto/refusals';
import { storeUpload } from './blob-files';
import { DILIGENCE_TEXTS } from './diligence.texts';
import { PENDING_FILE, receivePending } from './upload-request';

const TAGS = ['Due diligence'];

export const DueDiligenceCaseSchema = z
  .object({
    _id: z.string(),
    tape_name: z.string(),
    investorId: z.string(),
    ddFirmId: z.string(),
    blobName: z.string().openapi({ description: 'The engagement file (get_loan_pdf).' }),
    startedAt: z.string(),
  })
  .openapi('DueDiligenceCase');

const caseDto = (dd: DueDiligenceCase): z.infer<typeof DueDiligenceCaseSchema> => ({
  _id: dd.id,
  tape_name: dd.tapeName,
  investorId: dd.investorId,
  ddFirmId: dd.ddFirmId,
  blobName: dd.fileBlobName,
  startedAt: dd.startedAt,
});

export function dueDiligenceRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const auth = [deps.requireActor];

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/start_due_diligence',
      tags: TAGS,
      summary: 'Start due diligence on a tape with a firm and an engagement file (DD FULL REVIEW)',
      middleware: auth,
      security: BEARER_AND_XSRF,
      request: multipartBody(PENDING_FILE, {
        tapeName: { description: 'The tape to review.' },
        partyB: { description: 'User id of the due-diligence firm (the second party).' },
        user_id: { description: 'The caller (optional; must be the caller).' },
      }),
      responses: {
        201: okJson(envelope(DueDiligenceCaseSchema), 'The case.'),
        ...refusals(400, 403, 404, 409, 413),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      // Who may start due diligence is known before a byte is read: nobody else's file is received.
      const allowed = requireCapability(actor, 'start_dd');
      if (!allowed.ok) return refuse(c, allowed.error);
      const upload = await receivePending(c, 'default', {
        code: 'DD.INVALID',
        message: MESSAGES.selectRequiredField,
      });
      if (upload instanceof Response) return upload;
      try {
        const { tapeName, partyB, user_id } = upload.fields;
        const mismatch = identityMismatch(actor, { user_id });
        if (mismatch) return refuse(c, mismatch);
        // The case cites the file: the start records it in the blob ledger as the caller's upload
        // in its own transaction, so a refused start leaves neither a case nor a ledger row.
        const input = {
          tapeName: tapeName ?? '',
          partyB,
          blobName: upload.blobName,
          upload: { fileName: upload.fileName },
        };
        const started = await startDueDiligence(deps.trading, actor, input);
        if (!started.ok) return refuse(c, started.error);
        await storeUpload(deps.blobs, upload);
        return success(c, DILIGENCE_TEXTS.ddStarted, caseDto(started.value), 201);
      } finally {
        await upload.file.discard();
      }
    },
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/due_diligence_cases',
      tags: TAGS,
      summary: 'The due-diligence cases the caller takes part in (as investor or firm), oldest first',
      middleware: auth,
      security: BEARER,
      responses: { 200: okJson(envelope(z.array(DueDiligenceCaseSchema)), 'The cases.'), ...refusals() },
    }),
    async (c) =>
      answer(c, await listDueDiligenceCases(deps.trading, actorOf(c)), (cases) =>
        success(c, DILIGENCE_TEXTS.casesFound, cases.map(caseDto)),
      ),
  );
}
