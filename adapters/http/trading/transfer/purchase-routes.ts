/**
 * The purchase-approval grid (spec §7): get_purchase_approval {data: {docs}} newest first (the
 * rows the caller approves or bought; `approverId` must be the caller), update_Bid_Approval
 * (the buyer changes its price while not approved) and set_purchase_approval (the owner approves
 * or rejects). Both changes take an `Idempotency-Key`. `loanIdArray` names loans by `_id` only.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  listPurchaseApprovals,
  setPurchaseApproval,
  updateBidApproval,
} from '../../../../core/transfer/purchase-approvals';
import { idempotency } from '../../idempotency';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER, BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { identityMismatch } from '../dto/identity';
import { refusals } from '../dto/refusals';
import { amount, id, idempotencyHeaders, loanIds, stringBoolean } from '../dto/request-fields';
import { PurchaseApprovalSchema, purchaseApprovalDto } from './purchase-dto';
import { TRANSFER_TEXTS } from './transfer.texts';

const TAGS = ['Purchase approval'];

export function purchaseRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const auth = [deps.requireActor];
  const once = [deps.requireActor, idempotency(deps.idempotency, deps.now)];

  serve(
    api,
    createRoute({
      method: 'get',
      path: '/get_purchase_approval',
      tags: TAGS,
      summary: 'The purchases the caller approves or made, newest first',
      middleware: auth,
      security: BEARER,
      request: {
        query: z.object({
          approverId: z.string().optional().openapi({ description: 'Must be the caller.' }),
        }),
      },
      responses: {
        200: okJson(
          z.object({ success: z.literal(true), data: z.object({ docs: z.array(PurchaseApprovalSchema) }) }),
          '{data: {docs}}.',
        ),
        ...refusals(403),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const mismatch = identityMismatch(actor, { approverId: c.req.valid('query').approverId });
      if (mismatch) return refuse(c, mismatch);
      return answer(c, await listPurchaseApprovals(deps.trading, actor), (rows) =>
        c.json({ success: true as const, data: { docs: rows.map(purchaseApprovalDto) } }),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'put',
      path: '/update_Bid_Approval',
      tags: TAGS,
      summary: 'The buyer changes its price while the purchase is not approved',
      middleware: once,
      security: BEARER_AND_XSRF,
      request: {
        headers: idempotencyHeaders(),
        ...jsonBody(
          z
            .object({ bidId: id(), new_price: amount().openapi({ description: 'Dollars, at least 1.' }) })
            .openapi('UpdateBidApproval'),
        ),
      },
      responses: {
        200: okJson(envelope(PurchaseApprovalSchema), 'The row.'),
        ...refusals(400, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const input = { bidId: body.bidId, newPrice: body.new_price ?? null };
      return answer(c, await updateBidApproval(deps.trading, actorOf(c), input), (row) =>
        success(c, TRANSFER_TEXTS.purchasePriceUpdated, purchaseApprovalDto(row)),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/set_purchase_approval',
      tags: TAGS,
      summary: "The owner approves ('true') or rejects ('false') the pending purchases of loans",
      middleware: once,
      security: BEARER_AND_XSRF,
      request: {
        headers: idempotencyHeaders(),
        ...jsonBody(
          z.object({ loanIdArray: loanIds(), approval: stringBoolean() }).openapi('SetPurchaseApproval'),
        ),
      },
      responses: {
        200: okJson(envelope(z.array(PurchaseApprovalSchema)), 'The decided rows.'),
        ...refusals(400, 403, 404, 409),
      },
    }),
    async (c) => {
      const { loanIdArray, approval } = c.req.valid('json');
      const approve = String(approval) === 'true';
      const result = await setPurchaseApproval(deps.trading, actorOf(c), {
        loanIds: loanIdArray,
        approval: approve ? 'true' : 'false',
      });
      return answer(c, result, (rows) =>
        success(
          c,
          approve ? TRANSFER_TEXTS.purchaseApproved : TRANSFER_TEXTS.purchaseRejected,
          rows.map((r) => purchaseApprovalDto(r)),
        ),
      );
    },
  );
}
