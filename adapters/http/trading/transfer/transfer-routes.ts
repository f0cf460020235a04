/**
 * Transfers (spec §7 transferLoanNew → {statusText, result, error, success, hedging: {message}},
 * aggregatorTransfer → {message, success}). Both take an `Idempotency-Key`: a retry answers the
 * first outcome.
 * `userId` must be the caller. `lenderId` / `investorId` name the two sides; the caller's own
 * side (a lender's lenderId, an investor's investorId, spec §6) may be left out and is then the
 * caller. Either naming someone else is refused 403 'REQUEST.NOT_YOURSELF' before anything runs,
 * as on every trading call (../dto/identity.ts); the other side names the counterparty. Loans
 * are named by `_id` only (../dto/request-fields.ts `loanIds`).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Actor } from '../../../../core/permissions/actor';
import { aggregatorTransfer, transferLoanNew } from '../../../../core/transfer/transfer-loans';
import { idempotency } from '../../idempotency';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve } from '../../kit/reply';
import { okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { identityMismatch } from '../dto/identity';
import { refusals } from '../dto/refusals';
import { idempotencyHeaders, identity, loanIds, text } from '../dto/request-fields';
import { hedgingMessage, OwnershipChangeSchema, ownershipChangeDto } from './transfer-dto';

const TAGS = ['Transfer'];

const transferBody = z
  .object({
    loanIdArr: loanIds(),
    userId: identity('The caller.'),
    lenderId: text().openapi({
      description: 'The seller. A lender: must be the caller; derived when left out.',
    }),
    investorId: text().openapi({
      description: 'The buyer. An investor: must be the caller; derived when left out.',
    }),
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

/** The request both transfers share: the caller's `userId` checked, its own side filled in. */
function transferRoute(
  deps: TradingHttpDeps,
  call: { readonly path: string; readonly summary: string; readonly answer: ReturnType<typeof okJson> },
) {
  return createRoute({
    method: 'post',
    path: call.path,
    tags: TAGS,
    summary: call.summary,
    middleware: [deps.requireActor, idempotency(deps.idempotency, deps.now)],
    security: BEARER_AND_XSRF,
    request: { headers: idempotencyHeaders(), ...jsonBody(transferBody) },
    responses: { 200: call.answer, ...refusals(400, 403, 404, 409, 422) },
  });
}

/** The sides of the transfer in `c`'s body, or the refusal of an identity field naming someone else. */
function transferOf(
  c: Context<AppEnv>,
  body: z.infer<typeof transferBody>,
): { readonly refusal: Response } | { readonly actor: Actor; readonly input: ReturnType<typeof sides> } {
  const actor = actorOf(c);
  // spec §6: a lender transfers as lenderId, an investor as investorId.
  const ownSide =
    actor.persona === 'lender'
      ? { lenderId: body.lenderId }
      : actor.persona === 'investor'
        ? { investorId: body.investorId }
        : {};
  const mismatch = identityMismatch(actor, { userId: body.userId, ...ownSide });
  return mismatch ? { refusal: refuse(c, mismatch) } : { actor, input: sides(actor, body) };
}

export function transferLoanRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    transferRoute(deps, {
      path: '/transferLoanNew',
      summary: 'Sell loans to the investor who bought them (after due diligence)',
      answer: okJson(TransferAnswer, 'The ownership changes.'),
    }),
    async (c) => {
      const t = transferOf(c, c.req.valid('json'));
      if ('refusal' in t) return t.refusal;
      return answer(c, await transferLoanNew(deps.trading, t.actor, t.input), (out) =>
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
    transferRoute(deps, {
      path: '/aggregatorTransfer',
      summary: "Move a lender's own loans to an investor without a sale (after due diligence)",
      answer: okJson(
        z.object({ message: z.string(), success: z.literal(true) }).openapi('AggregatorTransfer'),
        '{message, success}.',
      ),
    }),
    async (c) => {
      const t = transferOf(c, c.req.valid('json'));
      if ('refusal' in t) return t.refusal;
      return answer(c, await aggregatorTransfer(deps.trading, t.actor, t.input), (out) =>
        c.json({ message: out.message, success: true as const }),
      );
    },
  );
}
