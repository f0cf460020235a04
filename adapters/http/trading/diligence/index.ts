/**
 * The diligence routes (spec §7 "Loan trading"): due-diligence start and cases, stipulation
 * threads, loan documents and their check, file uploads and downloads.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../router';
import type { TradingHttpDeps } from '../deps';
import { blobDownloadRoutes } from './blob-download-routes';
import { blobRoutes } from './blob-routes';
import { dueDiligenceRoutes } from './dd-routes';
import { documentRoutes } from './document-routes';
import { stipulationReplyRoutes } from './stipulation-reply-routes';
import { stipulationRoutes } from './stipulation-routes';

export function diligenceRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  dueDiligenceRoutes(api, deps);
  stipulationRoutes(api, deps);
  stipulationReplyRoutes(api, deps);
  documentRoutes(api, deps);
  blobRoutes(api, deps);
  blobDownloadRoutes(api, deps);
}
