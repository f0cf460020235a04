/**
 * The caller's loan-trading screen (spec §2 Loan Records, §6): which buttons are hidden,
 * disabled or enabled, from the caller's persona (the default-user flag forces lender) and
 * route configuration (read-only loan-trading page, persona check). The screens read this
 * instead of deciding for themselves, so they show exactly what the use cases allow. Ours: the
 * spec shows no path for it.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { LOAN_PERSONAS } from '../../../../core/permissions/actor';
import { contextOf } from '../../../../core/permissions/capabilities';
import { tradingScreenOf } from '../../../../core/permissions/trading-screen';
import { actorOf, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { refusals } from '../dto/refusals';

const control = z.enum(['hidden', 'disabled', 'enabled']);

const ScreenSchema = z
  .object({
    persona: z.enum(LOAN_PERSONAS).nullable(),
    readOnly: z.boolean().openapi({ description: 'The loan-trading page is read-only for the caller.' }),
    personaCheck: z.boolean(),
    showLoanRecords: z.boolean(),
    repriceButton: control,
    transferButton: control,
    importLoanFilesButton: control,
    statusInsightsColumn: z.boolean(),
    tapeIcon: z.boolean(),
    stageAndSecondPartySelectors: z.boolean(),
    tapeUploadOptions: z.array(z.string()),
  })
  .openapi('TradingScreen');

export const SCREEN_TEXT = 'Your loan trading screen';

export function screenRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'get',
      path: '/trading_screen',
      tags: ['Loans'],
      summary:
        "The caller's loan-trading screen: persona, read-only page, persona check and each control's state",
      security: BEARER,
      middleware: [deps.requireActor],
      responses: { 200: okJson(envelope(ScreenSchema), 'The screen.'), ...refusals() },
    }),
    async (c) => {
      const actor = actorOf(c);
      const where = contextOf(actor);
      return success(c, SCREEN_TEXT, {
        persona: actor.persona,
        readOnly: where.readOnly,
        personaCheck: where.personaCheckEnabled,
        ...tradingScreenOf(actor),
      });
    },
  );
}
