/**
 * Ecosystems a business runs (spec §7 POST /businesses/ecosystem, /businesses/ecosystem/buyer
 * and /seller; §3 Ecosystem fields and participant kinds; §8 'Successfully Registered
 * Ecosystem', 'Successfully Added'). A business admin registers one in its business context
 * (or the platform admin) with its logo and banners (uploaded first, ./ecosystem-images.ts)
 * and the redirect URIs it signs users back to, and receives the client secret its server
 * presents at the code exchange — once (the owner may rotate it). The redirect URIs count after
 * a platform admin approves the ecosystem (./ecosystem-approval-routes.ts). Its owner adds
 * businesses as buyers or sellers. Anyone else is told the ecosystem does not exist.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { rotateEcosystemSecret } from '../../../core/accounts/ecosystems/ecosystem-approvals';
import { registerEcosystemSchema } from '../../../core/accounts/ecosystems/ecosystem-input';
import {
  ECOSYSTEM_SIDES,
  type EcosystemSide,
  PARTICIPANT_KINDS,
} from '../../../core/accounts/ecosystems/ecosystem-participants';
import {
  addEcosystemParticipant,
  listEcosystemParticipants,
  registerEcosystem,
} from '../../../core/accounts/ecosystems/ecosystems';
import { ownedEcosystems } from '../../../core/accounts/ecosystems/owned-ecosystems';
import { redirectPolicyOf } from '../../../core/auth/config';
import { documented, idQuery, jsonBody } from '../kit/bodies';
import { reply, sentBody, serve } from '../kit/reply';
import { dataSchema, okJson, toastSchema } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { EcosystemSchema, ecosystemDto, ParticipantSchema, participantDto } from './dto/business-dto';
import { guarded } from './refusals';

const tags = ['Ecosystems'];
const clientSecret = z.string().openapi({
  description: 'For the partner’s server (POST /auth/ecosystem/token). Shown this once; keep it secret.',
});
const RegisteredSchema = toastSchema('EcosystemRegistered', {
  ecosystem: EcosystemSchema,
  client_secret: clientSecret,
});
const RotatedSchema = toastSchema('EcosystemSecretRotated', { client_secret: clientSecret });
const AddedSchema = toastSchema('ParticipantAdded', { participant: ParticipantSchema });
const ParticipantsSchema = dataSchema('Participants', z.array(ParticipantSchema));
const OwnedSchema = dataSchema('OwnedEcosystems', z.array(EcosystemSchema));

export function ecosystemRoutes(api: OpenAPIHono<AppEnv>, deps: AccountHttpDeps, guard: SessionGuards): void {
  const middleware = guard.required;
  const registering = {
    ...deps.accounts,
    crypto: deps.auth.crypto,
    redirectPolicy: redirectPolicyOf(deps.auth.config),
  };

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/businesses/ecosystem/participantKinds',
      tags,
      summary: 'Ecosystem participant kinds (spec §3: Grower … Consumer)',
      responses: { 200: okJson(z.array(z.string()), 'An array of strings, in supply-chain order.') },
    }),
    async (c) => c.json([...PARTICIPANT_KINDS]),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/businesses/ecosystem',
      tags,
      summary: "Register an ecosystem owned by the caller → 'Successfully Registered Ecosystem'",
      description:
        'A business admin in its business context, or the platform admin. `profile_pic` and ' +
        '`banner_pic[]` name images uploaded to POST /businesses/ecosystem/images; `redirect_uris` ' +
        'are the exact https addresses single sign-on may return to (http://localhost only in ' +
        'development), counted once a platform admin approved the ecosystem. The answer carries ' +
        '`client_secret`, shown once, not stored.',
      security: BEARER_AND_XSRF,
      middleware,
      request: jsonBody(registerEcosystemSchema.meta({ id: 'NewEcosystem' })),
      responses: { 201: okJson(RegisteredSchema, 'The ecosystem registered.'), ...guarded(true, 400, 409) },
    }),
    async (c) =>
      reply(
        c,
        await registerEcosystem(registering, accountActor(c), await sentBody(c)),
        (r) => ({
          success: true,
          message: r.message,
          ecosystem: ecosystemDto(r.ecosystem),
          client_secret: r.clientSecret,
        }),
        201,
      ),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/businesses/ecosystem/mine',
      tags,
      summary: 'The ecosystems the caller registered (runs), with their redirect URIs and approval',
      description:
        'In any context: an ecosystem belongs to the person who registered it. Never the client secret.',
      security: BEARER,
      middleware,
      responses: { 200: okJson(OwnedSchema, 'By id.'), ...guarded(false) },
    }),
    async (c) =>
      reply(c, await ownedEcosystems(deps.accounts, accountActor(c)), (list) => ({
        success: true,
        data: list.map(ecosystemDto),
      })),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/businesses/ecosystem/secret',
      tags,
      summary: "Replace the caller's ecosystem client secret → 'Updated Successfully' and the new one",
      description: 'The old secret stops working at once; the new one is shown this once.',
      security: BEARER_AND_XSRF,
      middleware,
      request: documented(z.object({ ecosystem_id: z.string() })),
      responses: { 200: okJson(RotatedSchema, 'The new secret.'), ...guarded(true, 400, 404) },
    }),
    async (c) =>
      reply(c, await rotateEcosystemSecret(registering, accountActor(c), await sentBody(c)), (r) => ({
        success: true,
        message: r.message,
        client_secret: r.clientSecret,
      })),
  );

  const participant = z.object({
    ecosystem_id: z.string(),
    business_id: z.string(),
    kind: z.enum(PARTICIPANT_KINDS),
  });
  for (const side of ECOSYSTEM_SIDES) sideRoutes(side);

  function sideRoutes(side: EcosystemSide) {
    serve(
      api,
      createRoute({
        method: 'post',
        path: `/businesses/ecosystem/${side}`,
        tags,
        summary: `Add a business as a ${side} of the caller's ecosystem → 'Successfully Added'`,
        security: BEARER_AND_XSRF,
        middleware,
        request: documented(participant),
        responses: { 201: okJson(AddedSchema, "'Successfully Added'."), ...guarded(true, 400, 404, 409) },
      }),
      async (c) =>
        reply(
          c,
          await addEcosystemParticipant(deps.accounts, accountActor(c), side, await sentBody(c)),
          (r) => ({ success: true, message: r.message, participant: participantDto(r.participant) }),
          201,
        ),
    );

    serve(
      api,
      createRoute({
        method: 'get',
        path: `/businesses/ecosystem/${side}`,
        tags,
        summary: `The ${side}s of the caller's ecosystem`,
        security: BEARER,
        middleware,
        request: idQuery('ecosystem_id'),
        responses: { 200: okJson(ParticipantsSchema, 'Oldest first.'), ...guarded(false, 400, 404) },
      }),
      async (c) =>
        reply(
          c,
          await listEcosystemParticipants(deps.accounts, accountActor(c), side, c.req.valid('query')),
          (list) => ({
            success: true,
            data: list.map(participantDto),
          }),
        ),
    );
  }
}
