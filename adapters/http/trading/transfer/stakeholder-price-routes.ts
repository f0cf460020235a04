/**
 * The investor's side of the stakeholder grid 'Records, approval for bid amount' (spec §7):
 * stakeholder_view {userId, tapeName} (the caller's rows, as investor or owner; `userId` must
 * be the caller), price_send_lender (prices to the loans' owner) and stakeholder_run_automation
 * (approved rows are done: inprogress → closed); both changes take an `Idempotency-Key`.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { runStakeholderAutomation } from '../../../../core/transfer/stakeholder-automation';
import { sendStakeholderPrices, viewStakeholderRows } from '../../../../core/transfer/stakeholder-prices';
import { actorOf, answer, refuse, serve, success } from '../../kit/reply';
import type { AppEnv } from '../../router';
import type { TradingHttpDeps } from '../deps';
import { identityMismatch } from '../dto/identity';
import { stakeholderKit } from './stakeholder-kit';
import { automationBody, pricesBody, StakeholderRowsSchema, viewBody } from './stakeholder-requests';
import { TRANSFER_TEXTS } from './transfer.texts';

export function stakeholderPriceRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const { route, rowDtos } = stakeholderKit(deps);

  serve(
    api,
    route('/stakeholder_view', "The caller's rows on a tape", viewBody, StakeholderRowsSchema),
    async (c) => {
      const actor = actorOf(c);
      const body = c.req.valid('json');
      const mismatch = identityMismatch(actor, { userId: body.userId });
      if (mismatch) return refuse(c, mismatch);
      const result = await viewStakeholderRows(deps.trading, actor, { tapeName: body.tapeName });
      return answer(c, result, (views) => success(c, TRANSFER_TEXTS.stakeholderRows, rowDtos(views)));
    },
  );

  serve(
    api,
    route(
      '/price_send_lender',
      "The investor's prices to the loans' owner",
      pricesBody,
      StakeholderRowsSchema,
      true,
    ),
    async (c) => {
      const body = c.req.valid('json');
      const prices = body.stakeholderMapPricesArray.map((p) => ({
        id: p._id,
        loanId: p.loanId,
        bidPrice: p.bidPrice ?? null,
      }));
      const result = await sendStakeholderPrices(deps.trading, actorOf(c), {
        prices,
        mappingName: body.mappingName,
      });
      return answer(c, result, (saved) => success(c, TRANSFER_TEXTS.pricesSent, rowDtos(saved)));
    },
  );

  serve(
    api,
    route(
      '/stakeholder_run_automation',
      'Complete approved rows (inprogress → closed)',
      automationBody,
      StakeholderRowsSchema,
      true,
    ),
    async (c) => {
      const ids = c.req.valid('json').stakeholderMapIds;
      const result = await runStakeholderAutomation(deps.trading, actorOf(c), { ids });
      return answer(c, result, (done) => success(c, TRANSFER_TEXTS.automationDone, rowDtos(done)));
    },
  );
}
