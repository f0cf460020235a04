/**
 * Repricing and servicing (spec §7 repriceLoan {loan_id, reason, new_price}, add_Servicer
 * {loanIdArray, servicerId, servicingPrice}). `loan_id` names the loan by `_id` only; the reprice
 * also takes the table's selection as a list, which must hold exactly one loan (spec §5). Both
 * take an `Idempotency-Key`: a retry answers the first outcome.
 * Assign-servicer failures read 'something went wrong' (spec §8); their codes say why.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { assignServicer } from '../../../../core/transfer/assign-servicer';
import { repriceLoan } from '../../../../core/transfer/reprice';
import { idempotency } from '../../idempotency';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { refusals } from '../dto/refusals';
import { amount, id, idempotencyHeaders, LOAN_ID_ONLY, loanIds, text } from '../dto/request-fields';
import { TRANSFER_TEXTS } from './transfer.texts';
import { RepriceSchema, repriceDto, ServicingSchema, servicingDto } from './transfer-dto';

const TAGS = ['Transfer'];

export function repriceServicerRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  const once = [deps.requireActor, idempotency(deps.idempotency, deps.now)];

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/repriceLoan',
      tags: TAGS,
      summary: 'Propose a new purchase price for one loan the caller bought',
      middleware: once,
      security: BEARER_AND_XSRF,
      request: {
        headers: idempotencyHeaders(),
        ...jsonBody(
          z
            .object({
              loan_id: z
                .union([id(), loanIds()])
                .openapi({ description: `The selection: exactly one loan. ${LOAN_ID_ONLY}` }),
              reason: text(),
              new_price: amount().openapi({ description: 'Dollars, at least 0.01.' }),
            })
            .openapi('RepriceRequest'),
        ),
      },
      responses: {
        200: okJson(envelope(RepriceSchema), 'The proposal, pending the owner’s approval.'),
        ...refusals(400, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const loanIds = typeof body.loan_id === 'string' ? [body.loan_id] : body.loan_id;
      const input = { loanIds, reason: body.reason, newPrice: body.new_price };
      return answer(c, await repriceLoan(deps.trading, actorOf(c), input), (out) =>
        success(c, TRANSFER_TEXTS.repriced, repriceDto(out)),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/add_Servicer',
      tags: TAGS,
      summary: "Assign a servicer and fee to the caller's loans ('something went wrong' on any failure)",
      middleware: once,
      security: BEARER_AND_XSRF,
      request: {
        headers: idempotencyHeaders(),
        ...jsonBody(
          z
            .object({
              loanIdArray: loanIds(),
              servicerId: text(),
              servicingPrice: amount().openapi({ description: 'Dollars, at least 0.' }),
            })
            .openapi('AssignServicerRequest'),
        ),
      },
      responses: {
        200: okJson(envelope(z.array(ServicingSchema)), 'The assignments.'),
        ...refusals(400, 403, 404),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const input = {
        loanIds: body.loanIdArray,
        servicerId: body.servicerId,
        servicingPrice: body.servicingPrice,
      };
      return answer(c, await assignServicer(deps.trading, actorOf(c), input), (assignments) =>
        success(c, TRANSFER_TEXTS.servicerAssigned, assignments.map(servicingDto)),
      );
    },
  );
}
