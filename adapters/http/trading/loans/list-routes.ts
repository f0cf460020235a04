/**
 * The loans list (spec §7 "GET loans list page=1&limit=500; POST same with filters body
 * (docs)"; `get_loans_list/states?_id=`): the caller's visible loans as spec §3 Loans, borrower
 * fields masked by the core where the caller may not see them.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MESSAGES } from '../../../../core/errors/messages';
import { loanWithStates } from '../../../../core/loans/loan-states';
import type { LoanSearchOutcome } from '../../../../core/loans/search-loans';
import { searchLoans } from '../../../../core/loans/search-loans';
import type { Actor } from '../../../../core/permissions/actor';
import { shortText } from '../../../../core/validation/field-kit';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { loanDtos } from '../dto/loan-context';
import { EMPTY_LOAN_CONTEXT, loanDto } from '../dto/loan-dto';
import { LoanSchema, LoanStateSchema } from '../dto/loan-dto-schema';
import { refusals } from '../dto/refusals';
import { listQuery, loanFilterBody, toSearchInput } from './loan-filter-schema';

const tags = ['Loans'];

export const LoanPageSchema = z
  .object({ docs: z.array(LoanSchema), total: z.number(), page: z.number(), limit: z.number() })
  .openapi('LoanPage');

/** statusText of a page: the §2 empty state when nothing matches. */
export const pageText = (total: number) => (total === 0 ? MESSAGES.noRecordsToDisplay : 'Success');

/** The page `found` as DTOs for `actor`. */
export async function loanPage(deps: TradingHttpDeps, actor: Actor, found: LoanSearchOutcome) {
  const docs = await loanDtos(deps.trading, actor, found.items);
  return { docs, total: found.total, page: found.page, limit: found.limit };
}

export function loanListRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const page = okJson(
    envelope(LoanPageSchema),
    "A page of loans; statusText 'There are no records to display' when none.",
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/get_loans_list',
      tags,
      summary: 'The loans the caller can see, one page (spec §9: page 1, limit 500), in the order asked',
      security: BEARER,
      middleware: [deps.requireActor],
      request: { query: listQuery },
      responses: { 200: page, ...refusals(400, 403) },
    }),
    async (c) => {
      const actor = actorOf(c);
      return answer(c, await searchLoans(deps.trading, actor, c.req.valid('query')), async (found) =>
        success(c, pageText(found.total), await loanPage(deps, actor, found)),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/get_loans_list',
      tags,
      summary: 'The loans the caller can see that pass the filter (spec §3 filter payload)',
      description:
        'Ranges apply only when both ends are given (spec §5); a reversed range is read lower end first. sortBy/sortDir order the whole result before paging.',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: jsonBody(loanFilterBody),
      responses: { 200: page, ...refusals(400, 403) },
    }),
    async (c) => {
      const actor = actorOf(c);
      const input = toSearchInput(c.req.valid('json'));
      return answer(c, await searchLoans(deps.trading, actor, input), async (found) =>
        success(c, pageText(found.total), await loanPage(deps, actor, found)),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/get_loans_list/states',
      tags,
      summary: "A loan's states: digital contract attributes and the second parties the caller may query",
      security: BEARER,
      middleware: [deps.requireActor],
      request: { query: z.object({ _id: shortText() }) },
      responses: {
        200: okJson(envelope(z.array(LoanStateSchema)), 'The states, first entry first.'),
        ...refusals(400, 403, 404),
      },
    }),
    async (c) =>
      answer(
        c,
        await loanWithStates(deps.trading, actorOf(c), { loanId: c.req.valid('query')._id }),
        ({ view, secondParties }) => {
          const second = secondParties.map((p) => ({ user_id: p.userId, name: p.name, persona: p.persona }));
          // The states hold the loan's contract attributes and whom the caller may query: no other context.
          return success(
            c,
            'Success',
            loanDto(view, { ...EMPTY_LOAN_CONTEXT, secondParties: second }).states,
          );
        },
      ),
  );
}
