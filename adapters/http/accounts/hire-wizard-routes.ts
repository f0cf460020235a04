/**
 * The hire wizard's first three steps (spec §3 asset wizard: steps 1 to 4 — asset model and
 * type, hire details, available assets, confirm). Each step's payload is checked with the
 * core's schema for it as the wizard moves on; step 3's choices come from the availability
 * search. Step 4 is POST /orders/hire (./hire-routes.ts), which checks everything again.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { findAvailableAssets } from '../../../core/accounts/assets/find-available';
import {
  availableAssetStep,
  type HireStep,
  hireDetailsStep,
  modelAndTypeStep,
  nextHireStep,
} from '../../../core/accounts/assets/hire-wizard';
import { jsonBody } from '../kit/bodies';
import { reply, serve } from '../kit/reply';
import { dataSchema, okJson } from '../kit/responses';
import type { AppEnv } from '../router';
import { BEARER, BEARER_AND_XSRF } from '../session';
import { type AccountHttpDeps, accountActor, type SessionGuards } from './deps';
import { AvailableAssetSchema, availableDto } from './dto/asset-dto';
import { guarded } from './refusals';

const tags = ['Asset hire'];
const STEPS: readonly [Exclude<HireStep, 'confirm'>, z.ZodType][] = [
  ['model-and-type', modelAndTypeStep],
  ['hire-details', hireDetailsStep],
  ['available-assets', availableAssetStep],
];
const StepSchema = z
  .object({ success: z.literal(true), step: z.string(), next_step: z.string() })
  .openapi('HireStepChecked');
// Optional here: the use case checks the search with the wizard's schema and its messages.
const search = z.object({
  asset_type: z.string().optional().openapi({ example: 'Tractor' }),
  asset_model: z.string().optional(),
  city: z.string().optional(),
  from: z.string().optional().openapi({ example: '2026-03-10' }),
  to: z.string().optional().openapi({ example: '2026-03-12' }),
});

export function hireWizardRoutes(
  api: OpenAPIHono<AppEnv>,
  deps: AccountHttpDeps,
  guard: SessionGuards,
): void {
  const middleware = guard.required;

  for (const [step, schema] of STEPS)
    serve(
      api,
      createRoute({
        method: 'post',
        path: `/orders/hire/steps/${step}`,
        tags,
        summary: `Check step "${step}" of the hire wizard and name the next one`,
        security: BEARER_AND_XSRF,
        middleware,
        request: jsonBody(schema),
        responses: { 200: okJson(StepSchema, 'The step is complete.'), ...guarded(true, 400) },
      }),
      async (c) => c.json({ success: true as const, step, next_step: nextHireStep(step) ?? 'confirm' }),
    );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/orders/hire/available',
      tags,
      summary: 'Step 3: assets of the type (model, city) free for every day asked, with the price',
      security: BEARER,
      middleware,
      request: { query: search },
      responses: {
        200: okJson(dataSchema('AvailableAssets', z.array(AvailableAssetSchema)), 'Not the caller’s own.'),
        ...guarded(false, 400),
      },
    }),
    async (c) =>
      reply(c, await findAvailableAssets(deps.accounts, accountActor(c), c.req.valid('query')), (list) => ({
        success: true,
        data: list.map(availableDto),
      })),
  );
}
