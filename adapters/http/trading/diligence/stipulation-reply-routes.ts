/**
 * Answering and resolving a thread (spec §7): reply (PUT and POST — the spec's clients use
 * both) and close {success, statusText}. A due-diligence firm closes by delivering the final
 * documents (`finalDocs`, blob names from upload_file) with an optional final message — the
 * same close call; the core requires them from a firm. `sender` and `user_id` must be the
 * caller (403); the sender's name and fingerprint are the caller's, whatever is sent.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { closeStipulation } from '../../../../core/stipulations/close-stipulation';
import { replyToStipulation } from '../../../../core/stipulations/reply-stipulation';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { identityMismatch } from '../dto/identity';
import { refusals } from '../dto/refusals';
import { checkBlobRefs } from './blob-files';
import { DILIGENCE_TEXTS } from './diligence.texts';
import { stipulationDto } from './stipulation-dto';
import { closeBody, replyBody } from './stipulation-requests';
import { StipulationSchema } from './stipulation-schema';

const TAGS = ['Stipulations'];

export function stipulationReplyRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const auth = [deps.requireActor];

  for (const method of ['post', 'put'] as const) {
    serve(
      api,
      createRoute({
        method,
        path: '/stipulations_reply',
        tags: TAGS,
        summary: `Reply in a thread (${method.toUpperCase()}; the spec's clients use both methods)`,
        middleware: auth,
        security: BEARER_AND_XSRF,
        request: jsonBody(replyBody),
        responses: {
          200: okJson(envelope(StipulationSchema), 'The thread with the reply.'),
          ...refusals(400, 403, 404, 409),
        },
      }),
      async (c) => {
        const actor = actorOf(c);
        const body = c.req.valid('json');
        const refusal =
          identityMismatch(actor, { user_id: body.user_id, sender: body.sender }) ??
          (await checkBlobRefs(deps.blobs, { blobName: body.blobName }, 'stipulation'));
        if (refusal) return refuse(c, refusal);
        const input = {
          stipulationId: body.stipulation_id,
          message: body.message,
          docName: body.docName,
          blobName: body.blobName,
        };
        return answer(c, await replyToStipulation(deps.trading, actor, input), (stip) =>
          success(c, DILIGENCE_TEXTS.replySent, stipulationDto(stip, actor.userId)),
        );
      },
    );
  }

  serve(
    api,
    createRoute({
      method: 'put',
      path: '/stipulations_close',
      tags: TAGS,
      summary: 'Mark a query as resolved (a due-diligence firm resolves with its final documents)',
      middleware: auth,
      security: BEARER_AND_XSRF,
      request: jsonBody(closeBody),
      responses: {
        200: okJson(envelope(StipulationSchema), '{success, statusText} and the closed thread.'),
        ...refusals(400, 403, 404, 409),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const body = c.req.valid('json');
      const finalDocs = body.finalDocs ?? [];
      const refusal =
        identityMismatch(actor, { user_id: body.user_id }) ??
        (await checkBlobRefs(
          deps.blobs,
          Object.fromEntries(finalDocs.map((d, i) => [`finalDocs.${i}`, d])),
          'stipulation',
        ));
      if (refusal) return refuse(c, refusal);
      const input = { stipulationId: body.stipulation_id, finalDocs, message: body.message };
      return answer(c, await closeStipulation(deps.trading, actor, input), (stip) =>
        success(c, DILIGENCE_TEXTS.queryResolved, stipulationDto(stip, actor.userId)),
      );
    },
  );
}
