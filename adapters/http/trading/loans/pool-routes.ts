/**
 * The loan pool (spec §4: loans added or removed singly or in bulk, toggling addedToPool; pool
 * status per loan 'Added' or 'Removed'; §2 /dashboard/loanPool/summary). Paths are ours:
 * `POST /api/loanPool/add` and `/remove` take `{loanIds}` (bulk) or `{loanId}` (single) and
 * answer statusText 'Added' / 'Removed'; `GET /api/loanPool/summary` answers a page of the
 * pool's loans with the summary totals of the whole pool. Loans are named by `_id` only: an id
 * that is neither in the caller's pool nor a loan the caller may see is refused 404 on both
 * calls, so a loan number sent by mistake is not answered 'Removed' while nothing changed.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { analysePool } from '../../../../core/analytics/analyse-pool';
import { BIDDING_MESSAGES } from '../../../../core/bidding/bid.errors';
import type { DomainError } from '../../../../core/errors/domain-error';
import { addToPool, listPool, type PoolChange, removeFromPool } from '../../../../core/loans/pool';
import type { PoolStatus } from '../../../../core/loans/pool-store';
import { visibleLoansByIds } from '../../../../core/loans/visibility';
import type { Actor } from '../../../../core/permissions/actor';
import { shortText } from '../../../../core/validation/field-kit';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { PoolSummarySchema, poolSummaryDto } from '../dto/analysis-dto';
import { refusals } from '../dto/refusals';
import { LOAN_ID_ONLY } from '../dto/request-fields';
import { LoanPageSchema, loanPage, pageText } from './list-routes';
import { pagingQuery } from './loan-filter-schema';

const tags = ['Loan pool'];
const loanIdField = shortText().openapi({ description: LOAN_ID_ONLY });

/** `{loanIds}` for a bulk change or `{loanId}` for one loan; at least one of them. */
const poolChangeBody = z
  .object({
    loanIds: z.array(loanIdField).max(5000).optional().openapi({ description: 'Loans by `_id`.' }),
    loanId: loanIdField.optional(),
  })
  .refine((b) => (b.loanIds?.length ?? 0) > 0 || b.loanId !== undefined, {
    message: BIDDING_MESSAGES.noLoansSelected,
    path: ['loanIds'],
  })
  .openapi('PoolChange');

const PoolChangeSchema = z.object({
  status: z.enum(['Added', 'Removed']),
  loanIds: z.array(z.string()),
  changed: z.number(),
  unchanged: z.number(),
});

/**
 * The refusal of ids naming neither an entry of the actor's pool nor a loan the actor may see
 * (removing is otherwise a no-op for them), or null. A pooled loan the actor no longer sees can
 * still be removed; an actor who sees no loans is left to the use case's own refusal.
 */
async function unknownToPool(
  deps: TradingHttpDeps,
  actor: Actor,
  loanIds: readonly string[],
): Promise<DomainError | null> {
  return deps.trading.uow.run(async (s) => {
    const pooled = new Set((await s.pools.entriesFor(actor.userId, loanIds)).map((e) => e.loanId));
    const rest = loanIds.filter((id) => !pooled.has(id));
    if (rest.length === 0) return null;
    const visible = await visibleLoansByIds(s, actor, rest);
    return !visible.ok && visible.error.kind === 'not_found' ? visible.error : null;
  });
}

export function poolRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const change = (status: PoolStatus, use: typeof addToPool) =>
    serve(
      api,
      createRoute({
        method: 'post',
        path: status === 'Added' ? '/loanPool/add' : '/loanPool/remove',
        tags,
        summary:
          status === 'Added'
            ? 'Add loans to the caller’s pool (all or nothing)'
            : 'Mark loans of the caller’s pool Removed',
        security: BEARER_AND_XSRF,
        middleware: [deps.requireActor],
        request: jsonBody(poolChangeBody),
        responses: {
          200: okJson(envelope(PoolChangeSchema), `statusText '${status}'.`),
          ...refusals(400, 403, 404),
        },
      }),
      async (c) => {
        const body = c.req.valid('json');
        const loanIds = [...new Set([...(body.loanIds ?? []), ...(body.loanId ? [body.loanId] : [])])];
        if (status === 'Removed') {
          const unknown = await unknownToPool(deps, actorOf(c), loanIds);
          if (unknown) return refuse(c, unknown);
        }
        return answer(c, await use(deps.trading, actorOf(c), { loanIds }), (done: PoolChange) =>
          success(c, status, { status, loanIds, ...done }),
        );
      },
    );
  change('Added', addToPool);
  change('Removed', removeFromPool);

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/loanPool/summary',
      tags,
      summary: 'A page of the caller’s pool with the summary totals of the whole pool',
      security: BEARER,
      middleware: [deps.requireActor],
      request: { query: pagingQuery },
      responses: {
        200: okJson(envelope(LoanPageSchema.extend({ summary: PoolSummarySchema })), 'The pool.'),
        ...refusals(400, 403),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const listed = await listPool(deps.trading, actor, c.req.valid('query'));
      if (!listed.ok) return refuse(c, listed.error);
      return answer(c, await analysePool(deps.trading, actor, {}), async (analysis) =>
        success(c, pageText(listed.value.total), {
          ...(await loanPage(deps, actor, listed.value)),
          summary: poolSummaryDto(analysis.summary),
        }),
      );
    },
  );
}
