/**
 * Party lists and the lender card (spec §7 `display_all_lender?persona=Due Diligence`,
 * `display-all-lenders?persona=Borrower` → user_id, first_name; spec §2 lender details card →
 * company_name, address, state, web_url, contact_name at `GET /api/lender_details?lenderId=`,
 * path ours). Both list paths answer every persona the screens name.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { lenderCard, partiesWithPersona } from '../../../../core/trading/trading-parties';
import type { AppEnv } from '../../router';
import { BEARER } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { envelope, okJson, refusals } from '../dto/envelopes';
import { actorOf, answer, serve, success } from '../dto/reply';
import { pageText } from './list-routes';

const tags = ['Parties'];

const PartySchema = z.object({ user_id: z.string(), first_name: z.string() }).openapi('PartyEntry');

const LenderCardSchema = z
  .object({
    user_id: z.string(),
    company_name: z.string().nullable(),
    address: z.string().nullable(),
    state: z.string().nullable(),
    web_url: z.string().nullable(),
    contact_name: z.string(),
    email: z.string(),
  })
  .openapi('LenderCard');

export function partyRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  for (const path of ['/display_all_lender', '/display-all-lenders']) {
    serve(
      api,
      createRoute({
        method: 'get',
        path,
        tags,
        summary:
          'The parties with a persona (Lender, Investor, Due Diligence, Rating Agency, 17G5 - Rating Agency, Borrower)',
        security: BEARER,
        middleware: [deps.requireActor],
        request: { query: z.object({ persona: z.string().trim().min(1).max(60) }) },
        responses: { 200: okJson(envelope(z.array(PartySchema)), 'The parties.'), ...refusals(400, 403) },
      }),
      async (c) =>
        answer(c, await partiesWithPersona(deps.trading, actorOf(c), c.req.valid('query')), (parties) =>
          success(
            c,
            pageText(parties.length),
            parties.map((p) => ({ user_id: p.userId, first_name: p.firstName })),
          ),
        ),
    );
  }

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/lender_details',
      tags,
      summary:
        "A lender's details card; company_name, address, state and web_url are null until accounts keep them",
      security: BEARER,
      middleware: [deps.requireActor],
      request: { query: z.object({ lenderId: z.string().trim().min(1).max(200) }) },
      responses: { 200: okJson(envelope(LenderCardSchema), 'The card.'), ...refusals(400, 403, 404) },
    }),
    async (c) =>
      answer(c, await lenderCard(deps.trading, actorOf(c), c.req.valid('query')), (party) =>
        success(c, 'Success', {
          user_id: party.userId,
          company_name: null,
          address: null,
          state: null,
          web_url: null,
          contact_name: party.name,
          email: party.email,
        }),
      ),
  );
}
