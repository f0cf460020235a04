/**
 * Loan tapes in and out over HTTP (spec §7): import (excel_Upload) and its edit report, saved
 * column mappings (getUserFieldMapping), generated tapes (loan_tape_gen_report,
 * storeTape_Response), field comparison (compareFieldData) and the stakeholder export
 * (stakeholderDataByLoanIds).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../router';
import { comparisonRoutes } from './comparison-routes';
import { generationRoutes } from './generation-routes';
import { importRoutes } from './import-routes';
import { mappingRoutes } from './mapping-routes';
import { reportRoutes } from './report-routes';
import type { TapeHttpDeps } from './tape-http';

export function tapeFileRoutes(api: OpenAPIHono<AppEnv>, deps: TapeHttpDeps): void {
  importRoutes(api, deps, deps.tapeFiles);
  reportRoutes(api, deps, deps.tapeFiles);
  mappingRoutes(api, deps, deps.tapeFiles);
  generationRoutes(api, deps);
  comparisonRoutes(api, deps);
}

export type { TapeHttpDeps } from './tape-http';
