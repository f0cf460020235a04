/**
 * The loan update diff (spec §3 "Loan update diff": a list of {stakeholderMapId, updateData};
 * path not shown, ours: `POST /api/update_loan_details` with the list as the body). The owner of
 * the loans changes their details from the stakeholder grid; what may change, by whom and when
 * is the core's (core/transfer/update-loan-details.ts). Answers which fields changed per row.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MESSAGES } from '../../../../core/errors/messages';
import { CONTRACT_UPDATE_FIELDS, POOL_UPDATE_FIELDS } from '../../../../core/loans/loan-update-data';
import { updateLoanDetails } from '../../../../core/transfer/update-loan-details';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { refusals } from '../dto/refusals';
import { id, invalid } from '../dto/request-fields';

const LoanUpdateSchema = z
  .array(
    z.object({
      stakeholderMapId: id().openapi({ description: 'The stakeholder map row (`_id`) of the loan.' }),
      updateData: z.record(z.string(), z.unknown(), invalid).openapi({
        description:
          `Digital-contract attributes: ${CONTRACT_UPDATE_FIELDS.join(', ')}; pool parameters: ` +
          `${POOL_UPDATE_FIELDS.join(', ')}. Amounts in dollars; null clears a field that may be empty.`,
      }),
    }),
    invalid,
  )
  .max(500, invalid)
  .openapi('LoanUpdateDiff');

const LoanUpdatedSchema = z
  .object({
    stakeholderMapId: z.string(),
    _id: z.string().openapi({ description: 'The loan.' }),
    loan_id: z.string(),
    updatedFields: z
      .array(z.string())
      .openapi({ description: 'Empty when the loan already had those values.' }),
  })
  .openapi('LoanUpdated');

export function loanUpdateRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/update_loan_details',
      tags: ['Stakeholder grid'],
      summary: "The owner updates loans' details (the loan update diff), per stakeholder row",
      middleware: [deps.requireActor],
      security: BEARER_AND_XSRF,
      request: jsonBody(LoanUpdateSchema),
      responses: {
        200: okJson(envelope(z.array(LoanUpdatedSchema)), "'Updated Successfully' and the fields changed."),
        ...refusals(400, 403, 404, 409, 422),
      },
    }),
    async (c) =>
      answer(c, await updateLoanDetails(deps.trading, actorOf(c), { updates: c.req.valid('json') }), (done) =>
        success(
          c,
          MESSAGES.updatedSuccessfully,
          done.map((u) => ({
            stakeholderMapId: u.stakeholderMapId,
            _id: u.loanId,
            loan_id: u.loanNumber,
            updatedFields: [...u.fields],
          })),
        ),
      ),
  );
}
