/**
 * The Loan Tapes screen (spec §2: tiles with tape name, loan count, issuing authority; a tile
 * opens the tape's loans). Paths are ours (the spec shows none): `GET /api/tapes` and
 * `GET /api/tapes/{tapeName}/loans`. Answers use spec §3 Tape names: tape_name, count,
 * documents (the loans). Counts are of the loans the caller can see.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { listTapes, tapeLoans } from '../../../../core/tapes/tapes';
import { actorOf, answer, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { LoanSchema } from '../dto/loan-dto-schema';
import { refusals } from '../dto/refusals';
import { loanPage, pageText } from './list-routes';
import { pagingFields } from './loan-filter-schema';

const tags = ['Loan tapes'];

export const TapeTileSchema = z
  .object({ tape_name: z.string(), count: z.number(), issuingAuthority: z.string(), lender_id: z.string() })
  .openapi('TapeTile');

export function tapeRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'get',
      path: '/tapes',
      tags,
      summary: 'One tile per tape the caller can see loans of, ordered by tape name',
      security: BEARER,
      middleware: [deps.requireActor],
      responses: { 200: okJson(envelope(z.array(TapeTileSchema)), 'The tiles.'), ...refusals(403) },
    }),
    async (c) =>
      answer(c, await listTapes(deps.trading, actorOf(c)), (tiles) =>
        success(
          c,
          pageText(tiles.length),
          tiles.map((t) => ({
            tape_name: t.tapeName,
            count: t.loanCount,
            issuingAuthority: t.issuingAuthority,
            lender_id: t.lenderId,
          })),
        ),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/tapes/{tapeName}/loans',
      tags,
      summary: "A tape's loans the caller can see, one page",
      security: BEARER,
      middleware: [deps.requireActor],
      request: {
        params: z.object({ tapeName: z.string().min(1).max(100) }),
        query: z.object(pagingFields),
      },
      responses: {
        200: okJson(
          envelope(
            z.object({
              tape_name: z.string(),
              count: z.number(),
              documents: z.array(LoanSchema),
              page: z.number(),
              limit: z.number(),
            }),
          ),
          'The tape and a page of its loans (`count` is every visible loan of the tape).',
        ),
        ...refusals(400, 403, 404),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const { tapeName } = c.req.valid('param');
      return answer(
        c,
        await tapeLoans(deps.trading, actor, { tapeName, ...c.req.valid('query') }),
        async (found) => {
          const { docs, total, page, limit } = await loanPage(deps, actor, found);
          return success(c, pageText(total), {
            tape_name: tapeName,
            count: total,
            documents: docs,
            page,
            limit,
          });
        },
      );
    },
  );
}
