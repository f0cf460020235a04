/**
 * Exchanging issued credentials (spec §7 /personas/… share, request, cancel, reject, approve,
 * review; §8 'Credentials have been shared' / 'requested', 'Request has been cancelled',
 * 'Credential has been approved' / 'rejected'). A requester asks a holder for a type of
 * credential; the holder shares one (or shares unasked, naming the requester); the requester
 * reviews, approves or rejects it, or cancels an unanswered request; the holder may decline.
 * A share the caller is not party to answers 404.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { myShares } from '../../../core/accounts/credentials/credential-views';
import { actOnShare, requestShare, shareCredential } from '../../../core/accounts/credentials/sharing';
import { documented } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { ShareSchema, shareDto } from './dto/credential-dto';
import { guarded } from './refusals';

const tags = ['Credential sharing'];
const ShareChangedSchema = toastSchema('ShareChanged', { share: ShareSchema });
const SharesSchema = z
  .object({ success: z.literal(true), outgoing: z.array(ShareSchema), incoming: z.array(ShareSchema) })
  .openapi('MyShares');
const ACTIONS = {
  review: 'The requester starts reviewing what was shared',
  approve: "The requester approves what was shared → 'Credential has been approved'",
  reject:
    "The requester rejects what was shared, or the holder declines a request → 'Credential has been rejected'",
  cancel: "The requester withdraws an unanswered request → 'Request has been cancelled'",
} as const;

export function shareRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  const middleware = guard.required;
  const changed = (r: { message: string; share: Parameters<typeof shareDto>[0] }) => ({
    success: true,
    message: r.message,
    share: shareDto(r.share),
  });
  const post = (path: string, summary: string, body: z.ZodType, status: 200 | 201 = 200) =>
    createRoute({
      method: 'post',
      path,
      tags,
      summary,
      security: BEARER_AND_XSRF,
      middleware,
      request: documented(body),
      responses: {
        [status]: okJson(ShareChangedSchema, 'The toast and the share.'),
        ...guarded(true, 400, 404, 409, 422),
      },
    });

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/personas/shares',
      tags,
      summary: 'The caller’s shares: `outgoing` as holder, `incoming` as requester, newest first',
      security: BEARER,
      middleware,
      responses: { 200: okJson(SharesSchema, 'Both lists.'), ...guarded(false) },
    }),
    async (c) =>
      reply(c, await myShares(deps.accounts, accountActor(c)), (m) => ({
        success: true,
        outgoing: m.outgoing.map(shareDto),
        incoming: m.incoming.map(shareDto),
      })),
  );

  serve(
    api,
    post(
      '/personas/shares/request',
      "Ask a holder for a credential of a type → 'Credentials have been requested'",
      z.object({ holder_id: z.string(), credential_type: z.string() }),
      201,
    ),
    async (c) =>
      reply(c, await requestShare(deps.accounts, accountActor(c), await sentBody(c)), changed, 201),
  );

  serve(
    api,
    post(
      '/personas/shares/share',
      "Share an issued credential, answering `share_id` or unasked with `requester_id` → 'Credentials have been shared'",
      z.object({
        credential_id: z.string(),
        share_id: z.string().optional(),
        requester_id: z.string().optional(),
      }),
    ),
    async (c) => reply(c, await shareCredential(deps.accounts, accountActor(c), await sentBody(c)), changed),
  );

  for (const [action, summary] of Object.entries(ACTIONS) as [keyof typeof ACTIONS, string][])
    serve(api, post(`/personas/shares/${action}`, summary, z.object({ share_id: z.string() })), async (c) =>
      reply(c, await actOnShare(deps.accounts, accountActor(c), { ...(await sentBody(c)), action }), changed),
    );
}
