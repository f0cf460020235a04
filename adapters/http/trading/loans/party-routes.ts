/**
 * Party lists (spec §7 `display_all_lender?persona=Due Diligence`,
 * `display-all-lenders?persona=Borrower` → user_id, first_name). Both paths answer every persona
 * the screens name. The lender card: ./lender-routes.ts.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { partiesWithPersona } from '../../../../core/parties/trading-parties';
import { actorOf, answer, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { refusals } from '../dto/refusals';
import { pageText } from './list-routes';

const tags = ['Parties'];

const PartySchema = z.object({ user_id: z.string(), first_name: z.string() }).openapi('PartyEntry');

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
}
