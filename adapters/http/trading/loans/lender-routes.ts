/**
 * The lender card (spec §2 lender details card → company_name, address, state, web_url,
 * contact_name, at `GET /api/lender_details?lenderId=`, path ours) and the lender's credentials
 * (spec §7 "GET credential by owner of lender id (credential_type.entity_attributes)", at
 * `GET /api/lender_credentials?lenderId=`, path ours). Both are for trading parties, about a
 * party with the lender persona (core `lenderCard`); what of the accounts area each viewer sees
 * is ./lender-profiles.ts: the card from the lender's business and business addresses, and
 * credentials only where the accounts area shows them to the viewer (holder, issuer, or a
 * requester the lender shared them with) — so with no share, only the card's fields come back.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { lenderCard } from '../../../../core/parties/trading-parties';
import { shortText } from '../../../../core/validation/field-kit';
import { actorOf, answer, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { refusals } from '../dto/refusals';
import { type LenderCredential, lenderCardFields, NO_PROFILE } from './lender-profiles';

const tags = ['Parties'];

const cardFields = {
  user_id: z.string(),
  company_name: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  web_url: z.string().nullable(),
  contact_name: z.string(),
  email: z.string(),
};

const LenderCardSchema = z.object(cardFields).openapi('LenderCard');

const CredentialSchema = z
  .object({
    _id: z.string(),
    credential_type: z.object({
      name: z.string().openapi({ example: 'Lender Licence' }),
      entity_attributes: z.array(z.object({ attr_name: z.string(), uservalue: z.string() })),
    }),
    issuer_id: z.string(),
    status: z.literal('issued'),
    updated: z.string(),
  })
  .openapi('LenderCredential');

const credentialDto = (c: LenderCredential): z.infer<typeof CredentialSchema> => ({
  _id: c.id,
  credential_type: {
    name: c.typeName,
    entity_attributes: c.attributes.map((a) => ({ attr_name: a.attrName, uservalue: a.userValue })),
  },
  issuer_id: c.issuerId,
  status: 'issued',
  updated: c.updatedAt,
});

const lenderQuery = { query: z.object({ lenderId: shortText() }) };

export function lenderRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  /** The directory's lender, what the caller may see of its profile, and the card built from both. */
  const lenderFor = async (actor: ReturnType<typeof actorOf>, lenderId: string) => {
    const party = await lenderCard(deps.trading, actor, { lenderId });
    if (!party.ok) return party;
    const profile = (await deps.lenderProfiles?.profileOf(party.value.userId, actor.userId)) ?? NO_PROFILE;
    const card = {
      user_id: party.value.userId,
      ...lenderCardFields(profile),
      contact_name: party.value.name,
      email: party.value.email,
    };
    return { ok: true as const, value: { card, credentials: profile.credentials } };
  };

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/lender_details',
      tags,
      summary: "A lender's details card, from what the platform knows of the lender and the caller may see",
      security: BEARER,
      middleware: [deps.requireActor],
      request: lenderQuery,
      responses: { 200: okJson(envelope(LenderCardSchema), 'The card.'), ...refusals(400, 403, 404) },
    }),
    async (c) =>
      answer(c, await lenderFor(actorOf(c), c.req.valid('query').lenderId), ({ card }) =>
        success(c, 'Success', card),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/lender_credentials',
      tags,
      summary: "The lender's issued credentials the caller may see, with the lender card",
      description:
        'Credentials show to the lender, their issuer, and a requester the lender shared them with ' +
        '(shared, in review or approved); anyone else gets the card with an empty list.',
      security: BEARER,
      middleware: [deps.requireActor],
      request: lenderQuery,
      responses: {
        200: okJson(
          envelope(z.object({ ...cardFields, credentials: z.array(CredentialSchema) })),
          'The card and the credentials, newest first.',
        ),
        ...refusals(400, 403, 404),
      },
    }),
    async (c) =>
      answer(c, await lenderFor(actorOf(c), c.req.valid('query').lenderId), ({ card, credentials }) =>
        success(c, 'Success', { ...card, credentials: credentials.map(credentialDto) }),
      ),
  );
}
