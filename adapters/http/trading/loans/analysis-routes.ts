/**
 * Pricing and analysis of loans: `POST /api/get_price_adjustment {loanIds}` → `{code: 200,
 * data: [{loan_id, totalAdj}]}` (spec §7; `loan_id` echoes the platform id asked for, with the
 * grid lines that make the total; loans are named by `_id` only), and pool analysis (spec §7 "pool analysis helpers", §9 info
 * table) at `GET /api/pool_analysis` (path ours): summary, info table and strats.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { analysePool } from '../../../../core/analytics/analyse-pool';
import { getPriceAdjustments } from '../../../../core/analytics/get-price-adjustments';
import { analyseFilter } from '../../../../core/loans/analyse-filter';
import { shortText } from '../../../../core/validation/field-kit';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import {
  InfoRowSchema,
  infoRowDto,
  PoolSummarySchema,
  poolSummaryDto,
  StateGroupSchema,
  StratSchema,
  stateGroupDto,
  stratDto,
} from '../dto/analysis-dto';
import { refusals } from '../dto/refusals';
import { LOAN_ID_ONLY } from '../dto/request-fields';
import { analysisFilter, poolAnalysisQuery, stratRequests } from './analysis-query';
import { toSearchInput } from './loan-filter-schema';

const tags = ['Pool analysis'];

const AdjustmentSchema = z
  .object({
    loan_id: z.string(),
    totalAdj: z.number().openapi({ description: 'Percent of the loan amount.' }),
    lines: z.array(z.object({ name: z.string(), percent: z.number() })),
  })
  .openapi('PriceAdjustment');

export function analysisRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/get_price_adjustment',
      tags,
      summary: 'Price adjustment per loan: the grid cell for FICO × LTV plus the add-ons',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: jsonBody(
        z.object({
          loanIds: z
            .array(shortText())
            .min(1)
            .max(5000)
            .openapi({ description: `Loans by \`_id\`. ${LOAN_ID_ONLY}` }),
        }),
      ),
      responses: {
        200: okJson(
          z.object({ code: z.literal(200), data: z.array(AdjustmentSchema) }),
          'One entry per loan asked for.',
        ),
        ...refusals(400, 403, 404),
      },
    }),
    async (c) =>
      answer(
        c,
        await getPriceAdjustments(deps.trading, actorOf(c), c.req.valid('json'), deps.priceGrid),
        (rows) =>
          c.json({
            code: 200 as const,
            data: rows.map((r) => ({ loan_id: r.loanId, totalAdj: r.totalAdj, lines: [...r.lines] })),
          }),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/pool_analysis',
      tags,
      summary: 'Summary, info table (MIN/MAX/AVG) and strats of the pool, of given loans, or of a filter',
      description:
        'Buckets per metric as boundaries: `fico=620,660,700,740,780` makes < 620, 620 – < 660 … ≥ 780. ' +
        'Metrics: fico, ltv, dti, interestRate, tenure, amount (dollars). With `loanIds` those loans are ' +
        'analysed; with any filter field the visible loans passing it; otherwise the caller’s pool. ' +
        '`byState` always comes: the loans by property state, largest balance first, `Unknown` last.',
      security: BEARER,
      middleware: [deps.requireActor],
      request: { query: poolAnalysisQuery },
      responses: {
        200: okJson(
          envelope(
            z.object({
              summary: PoolSummarySchema,
              infoTable: z.array(InfoRowSchema),
              strats: z.array(StratSchema),
              byState: z.array(StateGroupSchema),
            }),
          ),
          'The analysis.',
        ),
        ...refusals(400, 403, 404),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const query = c.req.valid('query');
      const strats = stratRequests(query);
      const filter = analysisFilter(query);
      const analysed =
        filter && !query.loanIds
          ? await analyseFilter(deps.trading, actor, { filter: toSearchInput(filter), strats })
          : await analysePool(deps.trading, actor, { loanIds: query.loanIds, strats });
      return answer(c, analysed, (a) =>
        success(c, 'Success', {
          summary: poolSummaryDto(a.summary),
          infoTable: a.infoTable.map(infoRowDto),
          strats: a.strats.map(stratDto),
          byState: a.byState.map(stateGroupDto),
        }),
      );
    },
  );
}
