/**
 * The transfer routes (spec §7 "Loan trading"): transfers, reprice, servicer, the stakeholder
 * grid and the purchase-approval grid. The grid's loan update diff is a router of its own
 * (./loan-update-routes.ts).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../router';
import type { TradingHttpDeps } from '../deps';
import { purchaseRoutes } from './purchase-routes';
import { repriceServicerRoutes } from './reprice-servicer-routes';
import { stakeholderDecisionRoutes } from './stakeholder-decision-routes';
import { stakeholderPriceRoutes } from './stakeholder-price-routes';
import { transferLoanRoutes } from './transfer-routes';

export function transferRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  transferLoanRoutes(api, deps);
  repriceServicerRoutes(api, deps);
  stakeholderPriceRoutes(api, deps);
  stakeholderDecisionRoutes(api, deps);
  purchaseRoutes(api, deps);
}
