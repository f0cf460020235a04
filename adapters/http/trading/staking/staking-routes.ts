/**
 * Staking (spec §9: a 2 bps initial stake, a refinance unstaking request the lender answers
 * within 15 days, else the contract goes to auction). The spec shows no paths, so these are
 * ours, under `/staking`: a loan's stake, the owner's request, the lender's answer and the
 * unanswered requests. The stake itself is recorded by `open_for_bidding`. Both changes take an
 * `Idempotency-Key`. Refusals go through the one error table: 403 not permitted, 409 already
 * answered or awaiting, 422 window passed or no stake.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { answerUnstaking } from '../../../../core/staking/answer-unstaking';
import {
  DEFAULT_DUE_LIMIT,
  dueUnstakingRequests,
  MAX_DUE_LIMIT,
} from '../../../../core/staking/due-unstaking-requests';
import { loanStaking } from '../../../../core/staking/loan-staking';
import { requestUnstaking } from '../../../../core/staking/request-unstaking';
import { standingOf } from '../../../../core/staking/stake';
import { STAKING_ANSWERS } from '../../../../core/staking/staking.errors';
import { idempotency } from '../../idempotency';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { refusals } from '../dto/refusals';
import { id, idempotencyHeaders, invalid, LOAN_ID_ONLY, text } from '../dto/request-fields';
import {
  DueUnstakingSchema,
  dueUnstakingDto,
  LoanStakingSchema,
  loanStakingDto,
  UnstakeRequestSchema,
  unstakeRequestDto,
} from './staking-dto';

const TAGS = ['Staking'];

export function stakingRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const auth = [deps.requireActor];
  const once = [deps.requireActor, idempotency(deps.idempotency, deps.now)];
  const now = () => deps.now().toISOString();

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/staking/loans/{loanId}',
      tags: TAGS,
      summary: "A loan's stakes and unstaking requests (its owner, a lender who staked, the operator)",
      middleware: auth,
      security: BEARER,
      request: { params: z.object({ loanId: id().openapi({ description: LOAN_ID_ONLY }) }) },
      responses: { 200: okJson(envelope(LoanStakingSchema), 'The record.'), ...refusals(403, 404) },
    }),
    async (c) =>
      answer(c, await loanStaking(deps.trading, actorOf(c), c.req.valid('param').loanId), (view) =>
        success(c, 'Success', loanStakingDto(view)),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/staking/requests',
      tags: TAGS,
      summary: "The loan's owner asks the staking lender to release the stake for a refinance",
      description: 'The lender has 15 days to answer; with no answer the contract goes to auction.',
      middleware: once,
      security: BEARER_AND_XSRF,
      request: {
        headers: idempotencyHeaders(),
        ...jsonBody(
          z
            .object({
              loanId: id().openapi({ description: LOAN_ID_ONLY }),
              reason: text().openapi({ description: 'Optional, at most 2000 characters.' }),
            })
            .openapi('UnstakeRequestCreate'),
        ),
      },
      responses: {
        201: okJson(envelope(UnstakeRequestSchema), 'The request, awaiting the lender.'),
        ...refusals(400, 403, 404, 409, 422),
      },
    }),
    async (c) =>
      answer(c, await requestUnstaking(deps.trading, actorOf(c), c.req.valid('json')), ({ request }) =>
        success(c, STAKING_ANSWERS.requested, unstakeRequestDto(standingOf(request, now())), 201),
      ),
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/staking/requests/{requestId}/answer',
      tags: TAGS,
      summary: 'The staking lender accepts (releases the stake) or declines, within 15 days',
      middleware: once,
      security: BEARER_AND_XSRF,
      request: {
        params: z.object({ requestId: id() }),
        headers: idempotencyHeaders(),
        ...jsonBody(z.object({ answer: z.enum(['accept', 'decline'], invalid) }).openapi('UnstakeAnswer')),
      },
      responses: {
        200: okJson(envelope(UnstakeRequestSchema), 'The answered request.'),
        ...refusals(400, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const input = { requestId: c.req.valid('param').requestId, answer: c.req.valid('json').answer };
      return answer(c, await answerUnstaking(deps.trading, actorOf(c), input), (request) =>
        success(
          c,
          request.answer === 'accepted' ? STAKING_ANSWERS.accepted : STAKING_ANSWERS.declined,
          unstakeRequestDto(standingOf(request, now())),
        ),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/staking/due',
      tags: TAGS,
      summary: 'Unanswered unstaking requests: awaiting the lender (with deadline) and past it (to auction)',
      description: 'The operator sees all; a lender those it must answer; an investor those it asked.',
      middleware: auth,
      security: BEARER,
      request: {
        query: z.object({
          limit: z.coerce
            .number(invalid)
            .int(invalid)
            .min(1, invalid)
            .max(MAX_DUE_LIMIT, invalid)
            .optional()
            .openapi({ description: `At most this many (default ${DEFAULT_DUE_LIMIT}).` }),
        }),
      },
      responses: { 200: okJson(envelope(DueUnstakingSchema), 'The requests.'), ...refusals(400, 403) },
    }),
    async (c) => {
      const { limit } = c.req.valid('query');
      return answer(
        c,
        await dueUnstakingRequests(deps.trading, actorOf(c), limit === undefined ? {} : { limit }),
        (due) => success(c, 'Success', dueUnstakingDto(due)),
      );
    },
  );
}
