/**
 * Stipulation threads (spec §7): view {dropdown, data} and create. Sender fields (`senderName`,
 * `senderHexId`, `user_id`, `partyA`) come from the caller: identity fields naming anyone else
 * are refused (403), names and fingerprints sent by the client are ignored. `loanId` /
 * `baseCollectionId` name the loan by its `_id` only (the thread hangs off the loan's
 * `loanMetadata` record, spec §3): an unknown id, a loan number included, is the use case's 404.
 * Replies and the close are in ./stipulation-reply-routes.ts.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { openStipulation } from '../../../../core/stipulations/open-stipulation';
import { viewStipulations } from '../../../../core/stipulations/view-stipulations';
import { STIPULATION_STAGES } from '../../../../core/validation/constants';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { identityMismatch } from '../dto/identity';
import { refusals } from '../dto/refusals';
import { LOAN_ID_ONLY, text } from '../dto/request-fields';
import { checkBlobRefs } from './blob-files';
import { DILIGENCE_TEXTS } from './diligence.texts';
import { stipulationDto, stipulationsViewDto } from './stipulation-dto';
import { createBody, loanOf } from './stipulation-requests';
import { StipulationSchema, StipulationsViewSchema } from './stipulation-schema';

const TAGS = ['Stipulations'];

/** The create body as documented (the same fields): both loan fields take the `_id` only. */
const createRequest = z
  .object({
    ...createBody.shape,
    loanId: text().openapi({ description: LOAN_ID_ONLY }),
    baseCollectionId: text().openapi({ description: `As \`loanId\`. ${LOAN_ID_ONLY}` }),
  })
  .openapi('StipulationCreate');

export function stipulationRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const auth = [deps.requireActor];

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/stipulations_view/{id}',
      tags: TAGS,
      summary: "The caller's threads on a loan and whom they may raise a query with",
      description: '`id` is the loan’s `_id`. Only threads the caller is a party to are listed.',
      middleware: auth,
      security: BEARER,
      request: {
        params: z.object({ id: z.string().min(1) }),
        query: z.object({ user_id: z.string().optional().openapi({ description: 'Must be the caller.' }) }),
      },
      responses: { 200: okJson(StipulationsViewSchema, '{dropdown, data}.'), ...refusals(403, 404) },
    }),
    async (c) => {
      const actor = actorOf(c);
      const mismatch = identityMismatch(actor, { user_id: c.req.valid('query').user_id });
      if (mismatch) return refuse(c, mismatch);
      return answer(
        c,
        await viewStipulations(deps.trading, actor, { loanId: c.req.valid('param').id }),
        (view) => c.json(stipulationsViewDto(view, actor.userId)),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/stipulations_create',
      tags: TAGS,
      summary: 'Raise a query on a loan with a second party (new-stipulation form)',
      middleware: auth,
      security: BEARER_AND_XSRF,
      request: jsonBody(createRequest),
      responses: {
        201: okJson(envelope(StipulationSchema), 'The new thread.'),
        ...refusals(400, 403, 404, 422),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const body = c.req.valid('json');
      const refusal =
        identityMismatch(actor, { user_id: body.user_id, partyA: body.partyA }) ??
        (await checkBlobRefs(deps.blobs, { blobName: body.blobName }, 'stipulation'));
      if (refusal) return refuse(c, refusal);
      const loanId = loanOf(body);
      if (!loanId.ok) return refuse(c, loanId.error);
      const input = { ...body, loanId: loanId.value, stage: body.stage ?? STIPULATION_STAGES[0] };
      return answer(c, await openStipulation(deps.trading, actor, input), (stip) =>
        success(c, DILIGENCE_TEXTS.queryRaised, stipulationDto(stip, actor.userId), 201),
      );
    },
  );
}
