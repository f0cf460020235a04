/**
 * What the LOAN RECORDS stories share: the sample loans (40, the first two in the pool), the
 * harness for a persona with the records CSS, and the pool routes answering as the server does.
 */
import type { LoanPersona } from '../../../core/permissions/actor';
import { recordsCss } from '../../../widgets/trading/records';
import type { MockRoutes } from '../../support/mock-api';
import { loansRoutes, sampleLoans, tradingStory } from '../support';

/** Forty sample loans, two of them in the caller's pool. */
export const LOANS = sampleLoans(40, { pooled: 2 });

/** The pool calls answered as the server answers them. */
export const POOL_ROUTES: MockRoutes = {
  'POST /api/loanPool/add': async (request) => {
    const { loanIds } = (await request.json()) as { loanIds: string[] };
    return {
      body: {
        success: true,
        statusText: 'Added',
        data: { status: 'Added', loanIds, changed: loanIds.length, unchanged: 0 },
      },
    };
  },
  'POST /api/loanPool/remove': async (request) => {
    const { loanIds } = (await request.json()) as { loanIds: string[] };
    return {
      body: {
        success: true,
        statusText: 'Removed',
        data: { status: 'Removed', loanIds, changed: loanIds.length, unchanged: 0 },
      },
    };
  },
};

/** The harness for `persona` over the sample loans (plus `routes`). */
export function recordsStory(
  persona: LoanPersona | null,
  options: { readOnly?: boolean; routes?: MockRoutes } = {},
) {
  return tradingStory({
    persona,
    readOnly: options.readOnly,
    css: recordsCss,
    routes: { ...loansRoutes(LOANS), ...POOL_ROUTES, ...options.routes },
  });
}
