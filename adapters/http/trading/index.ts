/**
 * The trading area of the HTTP API (spec §7 "Loan trading"): one route module mounting every
 * trading router. Each router is `(api, deps) => void` over the same `TradingHttpDeps`.
 *
 * @example
 * createHttpApp({ modules: [authRoutes(authServices), tradingRoutes(tradingHttpDeps)] });
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { RouteModule } from '../app';
import type { AppEnv } from '../router';
import { registerSessionSecurity } from '../session';
import { biddingRoutes } from './bidding';
import type { TradingHttpDeps } from './deps';
import { diligenceRoutes } from './diligence';
import { loanRoutes } from './loans';
import { stakingRoutes } from './staking/staking-routes';
import { tapeFileRoutes } from './tapes';
import { transferRoutes } from './transfer';
import { loanUpdateRoutes } from './transfer/loan-update-routes';

/** One trading router: registers its documented routes on `api`. */
export type TradingRouter = (api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps) => void;

/** Every trading router, in the order their routes appear in the OpenAPI document. */
const ROUTERS: readonly TradingRouter[] = [
  loanRoutes,
  biddingRoutes,
  diligenceRoutes,
  transferRoutes,
  loanUpdateRoutes,
  tapeFileRoutes,
  stakingRoutes,
];

export function tradingRoutes(deps: TradingHttpDeps): RouteModule {
  return (api) => {
    registerSessionSecurity(api);
    for (const mount of ROUTERS) mount(api, deps);
  };
}

export type { NotificationReader, TradingHttpDeps } from './deps';
