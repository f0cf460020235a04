/**
 * The loan routes (spec §7 "Loan trading"): loans list and states, tapes, the pool, favourite
 * filters, price adjustments and pool analysis, securitized tapes and loan processing, the
 * party lists and lender card, notifications, and the caller's loan-trading screen.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../router';
import type { TradingHttpDeps } from '../deps';
import { analysisRoutes } from './analysis-routes';
import { favouriteRoutes } from './favourite-routes';
import { lenderRoutes } from './lender-routes';
import { loanListRoutes } from './list-routes';
import { notificationRoutes } from './notification-routes';
import { partyRoutes } from './party-routes';
import { poolRoutes } from './pool-routes';
import { processingRoutes } from './processing-routes';
import { screenRoutes } from './screen-routes';
import { tapeRoutes } from './tape-routes';

export function loanRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  loanListRoutes(api, deps);
  tapeRoutes(api, deps);
  poolRoutes(api, deps);
  favouriteRoutes(api, deps);
  analysisRoutes(api, deps);
  processingRoutes(api, deps);
  partyRoutes(api, deps);
  lenderRoutes(api, deps);
  notificationRoutes(api, deps);
  screenRoutes(api, deps);
}
