/**
 * Transfers (spec §7 transferLoanNew → {statusText, result, error, success, hedging: {message}},
 * aggregatorTransfer → {message, success}). Both take an `Idempotency-Key`: a retry answers the
 * first outcome.
 * `userId` must be the caller (403). `lenderId` / `investorId` name the two sides; the caller's
 * own side (a lender's lenderId, an investor's investorId, spec §6) may be left out and is then
 * the caller — the core refuses a side that names someone else. Loans are named by `_id`.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Actor } from '../../../../core/permissions/actor';
import { aggregatorTransfer, transferLoanNew } from '../../../../core/transfer/transfer-loans';
import { idempotency } from '../../idempotency';
import type { AppEnv } from '../../router';
import { BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { identityMismatch } from '../diligence/identity';
import { idempotencyHeaders, identity, ids, text } from '../diligence/request-fields';
import { jsonBody, okJson, refusals } from '../dto/envelopes';
import { actorOf, answer, refuse, serve } from '../dto/reply';
import { hedgingMessage, OwnershipChangeSchema, ownershipChangeDto } from './transfer-dto';

const TAGS = ['Transfer'];

const transferBody = z
  .object({
    loanIdArr: ids(),
    userId: identity('The caller.'),
    lenderId: text().openapi({ description: 'The seller (the caller, for a lender).' }),
    investorId: text().openapi({ description: 'The buyer (the caller, for an investor).' }),
  })
  .openapi('TransferRequest');

const TransferAnswer = z
  .object({
    statusText: z.string(),
    result: z.array(OwnershipChangeSchema),
    error: z.null(),
    success: z.literal(true),
    hedging: z.object({ message: z.string() }),
  })
  .openapi('TransferLoanNew');

/** The two sides of a transfer, the caller's own side filled in when left out. */
function sides(actor: Actor, body: z.infer<typeof transferBody>) {
  const given = (v: string | null | undefined) => v?.trim() || null;
  return {
    loanIds: body.loanIdArr,
    lenderId: given(body.lenderId) ?? (actor.persona === 'lender' ? actor.userId : ''),
    investorId: given(body.investorId) ?? (actor.persona === 'investor' ? actor.userId : ''),
  };
}

export function transferLoanRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const _auth = [deps.requireActor];
  const once = [deps.requireActor, idempotency(deps.idempotency, deps.now)];

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/transferLoanNew',
      tags: TAGS,
      summary: 'Sell loans to the investor who bought them (after due diligence)',
      middleware: once,
      security: BEARER_AND_XSRF,
      request: { headers: idempotencyHeaders(), ...jsonBody(transferBody) },
      responses: {
        200: okJson(TransferAnswer, 'The ownership changes.'),
        ...refusals(400, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const body = c.req.valid('json');
      const mismatch = identityMismatch(actor, { userId: body.userId });
      if (mismatch) return refuse(c, mismatch);
      return answer(c, await transferLoanNew(deps.trading, actor, sides(actor, body)), (out) =>
        c.json({
          statusText: out.message,
          result: out.changes.map(ownershipChangeDto),
          error: null,
          success: true as const,
          hedging: { message: hedgingMessage(out.changes) },
        }),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/aggregatorTransfer',
      tags: TAGS,
      summary: "Move a lender's own loans to an investor without a sale (after due diligence)",
      middleware: once,
      security: BEARER_AND_XSRF,
      request: { headers: idempotencyHeaders(), ...jsonBody(transferBody) },
      responses: {
        200: okJson(
          z.object({ message: z.string(), success: z.literal(true) }).openapi('AggregatorTransfer'),
          '{message, success}.',
        ),
        ...refusals(400, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const body = c.req.valid('json');
      const mismatch = identityMismatch(actor, { userId: body.userId });
      if (mismatch) return refuse(c, mismatch);
      return answer(c, await aggregatorTransfer(deps.trading, actor, sides(actor, body)), (out) =>
        c.json({ message: out.message, success: true as const }),
      );
    },
  );
}
