/**
 * The owner's side of the stakeholder grid (spec §7, §4): accept_in_transit_Loans approves
 * ('Loans are being processed'), accept_price with status 'false' rejects (the server answers
 * 'price accepted successfully', the screen shows 'Loan rejected' — both are in the answer), and
 * stakeholder_retain (ours: the core's retain decision had no call) keeps the loans. Each takes
 * an `Idempotency-Key`; `userId` must be the caller (403).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { MESSAGES } from '../../../../core/errors/messages';
import {
  approveStakeholderRows,
  rejectStakeholderRows,
  retainStakeholderRows,
} from '../../../../core/transfer/stakeholder-decisions';
import { errorBody } from '../../errors';
import { actorOf, answer, refuse, serve } from '../../kit/reply';
import type { AppEnv } from '../../router';
import type { TradingHttpDeps } from '../deps';
import { identityMismatch } from '../dto/identity';
import { stakeholderKit } from './stakeholder-kit';
import {
  approveBody,
  rejectBody,
  rejectIds,
  retainBody,
  StakeholderDecisionSchema,
} from './stakeholder-requests';

const invalid = (c: Context) => c.json(errorBody('REQUEST.INVALID', MESSAGES.invalidRequest), 400);

export function stakeholderDecisionRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const { route, rowDtos } = stakeholderKit(deps);
  const decide = async (
    c: Context<AppEnv>,
    ids: readonly string[],
    decision: typeof approveStakeholderRows,
  ) =>
    answer(c, await decision(deps.trading, actorOf(c), { ids }), (out) =>
      c.json({
        success: true as const,
        statusText: out.message,
        toast: out.toast,
        data: rowDtos(out.rows),
      }),
    );

  serve(
    api,
    route(
      '/accept_in_transit_Loans',
      "Approve rows: 'Loans are being processed'",
      approveBody,
      StakeholderDecisionSchema,
      true,
    ),
    async (c) => {
      const body = c.req.valid('json');
      const refusal = identityMismatch(actorOf(c), { userId: body.userId });
      if (refusal) return refuse(c, refusal);
      return String(body.approval) === 'true'
        ? decide(c, body.stakeholderMapIdArray, approveStakeholderRows)
        : invalid(c);
    },
  );

  serve(
    api,
    route(
      '/accept_price',
      "Reject rows (status 'false'): 'price accepted successfully'",
      rejectBody,
      StakeholderDecisionSchema,
      true,
    ),
    async (c) => {
      const ids = rejectIds(c.req.valid('json').stakeholderMapPricesArray);
      return ids === null ? invalid(c) : decide(c, ids, rejectStakeholderRows);
    },
  );

  serve(
    api,
    route(
      '/stakeholder_retain',
      'Keep the loans of the rows (ours)',
      retainBody,
      StakeholderDecisionSchema,
      true,
    ),
    async (c) => {
      const body = c.req.valid('json');
      const refusal = identityMismatch(actorOf(c), { userId: body.userId });
      return refusal ? refuse(c, refusal) : decide(c, body.stakeholderMapIdArray, retainStakeholderRows);
    },
  );
}
