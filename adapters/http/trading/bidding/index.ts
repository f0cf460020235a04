/**
 * The bidding routes (spec §7 "Loan trading"): bidding table, bids placed, place_bid, the
 * question threads, open for bidding, bulk bid upload and the bids export.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../router';
import type { TradingHttpDeps } from '../deps';
import { bulkUploadRoutes } from './bulk-upload-routes';
import { exportRoutes } from './export-routes';
import { placeRoutes } from './place-routes';
import { questionRoutes } from './question-routes';
import { tableRoutes } from './table-routes';

export function biddingRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  tableRoutes(api, deps);
  placeRoutes(api, deps);
  questionRoutes(api, deps);
  bulkUploadRoutes(api, deps);
  exportRoutes(api, deps);
}
