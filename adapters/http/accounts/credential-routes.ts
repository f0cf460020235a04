/**
 * Getting credentials issued (spec §7 credentials under /personas/…; §3 entity_attributes
 * attr_name/uservalue; §8 'Credentials have been requested', 'Request has been cancelled',
 * 'Credential has been issued' / 'rejected'). The holder asks an issuer; the issuer reviews,
 * issues or rejects; the holder may cancel while it is open. Only the holder and the issuer —
 * and a requester it is shared with — see a credential; to anyone else it is 404.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { CREDENTIAL_TYPES } from '../../../core/accounts/credentials/credential';
import { myCredentials, viewCredential } from '../../../core/accounts/credentials/credential-views';
import { actOnCredential, requestCredential } from '../../../core/accounts/credentials/issuance';
import { documented, idQuery } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { dataSchema, okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { CredentialSchema, credentialDto } from './dto/credential-dto';
import { guarded } from './refusals';

const tags = ['Credentials'];
const ChangedSchema = toastSchema('CredentialChanged', { credential: CredentialSchema });
const MineSchema = z
  .object({ success: z.literal(true), held: z.array(CredentialSchema), issuing: z.array(CredentialSchema) })
  .openapi('MyCredentials');
const TypesSchema = dataSchema(
  'CredentialTypes',
  z.array(z.object({ name: z.string(), entity_attributes: z.array(z.object({ attr_name: z.string() })) })),
);
const ACTIONS = { review: 'Review', issue: 'Issue', reject: 'Reject', cancel: 'Cancel' } as const;

export function credentialRoutes(
  api: OpenAPIHono<AppEnv>,
  deps: AccountHttpDeps,
  guard: SessionGuards,
): void {
  const middleware = guard.required;
  const changed = (r: { message: string; credential: Parameters<typeof credentialDto>[0] }) => ({
    success: true,
    message: r.message,
    credential: credentialDto(r.credential),
  });

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/personas/credentials/types',
      tags,
      summary: 'Credential types and the attributes each must carry',
      responses: { 200: okJson(TypesSchema, 'The list.') },
    }),
    async (c) =>
      c.json({
        success: true as const,
        data: CREDENTIAL_TYPES.map((t) => ({
          name: t.name,
          entity_attributes: t.attributes.map((attr_name) => ({ attr_name })),
        })),
      }),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/personas/credentials',
      tags,
      summary: 'Credentials the caller holds, and those asked of or issued by them, newest first',
      security: BEARER,
      middleware,
      responses: { 200: okJson(MineSchema, '`held` and `issuing`.'), ...guarded(false) },
    }),
    async (c) =>
      reply(c, await myCredentials(deps.accounts, accountActor(c)), (m) => ({
        success: true,
        held: m.held.map(credentialDto),
        issuing: m.issuing.map(credentialDto),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/personas/credentials/view',
      tags,
      summary: 'One credential the caller holds, issues, or has been shared',
      security: BEARER,
      middleware,
      request: idQuery('credential_id'),
      responses: {
        200: okJson(dataSchema('CredentialView', CredentialSchema), 'The credential.'),
        ...guarded(false, 400, 404),
      },
    }),
    async (c) =>
      reply(c, await viewCredential(deps.accounts, accountActor(c), c.req.valid('query')), (cr) => ({
        success: true,
        data: credentialDto(cr),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/personas/credentials/request',
      tags,
      summary: "Ask an issuer to issue a credential about the caller → 'Credentials have been requested'",
      security: BEARER_AND_XSRF,
      middleware,
      request: documented(
        z.object({
          issuer_id: z.string(),
          credential_type: z.object({
            name: z.string(),
            entity_attributes: z.array(z.object({ attr_name: z.string(), uservalue: z.string() })),
          }),
        }),
      ),
      responses: { 201: okJson(ChangedSchema, 'The credential, requested.'), ...guarded(true, 400, 404) },
    }),
    async (c) =>
      reply(c, await requestCredential(deps.accounts, accountActor(c), await sentBody(c)), changed, 201),
  );

  for (const [action, verb] of Object.entries(ACTIONS) as [keyof typeof ACTIONS, string][])
    serve(
      api,
      createRoute({
        method: 'post',
        path: `/personas/credentials/${action}`,
        tags,
        summary: `${verb} a credential (${action === 'cancel' ? 'the holder' : 'the issuer'})`,
        security: BEARER_AND_XSRF,
        middleware,
        request: documented(z.object({ credential_id: z.string() })),
        responses: {
          200: okJson(ChangedSchema, 'The action’s toast and the credential.'),
          ...guarded(true, 400, 404, 409, 422),
        },
      }),
      async (c) =>
        reply(
          c,
          await actOnCredential(deps.accounts, accountActor(c), { ...(await sentBody(c)), action }),
          changed,
        ),
    );
}
