/**
 * `POST /api/viewSecuritizedTape` and `POST /api/loan_Processing {userId}` (spec §7; no payload
 * detail shown). `userId` names the caller and must be the caller (403 otherwise). What they
 * answer is decided by the use cases (core/transfer/securitized-tapes.ts, core/loans/loan-processing.ts);
 * loan_Processing's statusText is 'The selected tapes are being processed. Please check back
 * again in some time.' while any loan is in processing (spec §8).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { loanProcessing, processingStatusText } from '../../../../core/loans/loan-processing';
import { securitizedTapes } from '../../../../core/transfer/securitized-tapes';
import { shortText } from '../../../../core/validation/field-kit';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, refuse, serve, success } from '../../kit/reply';
import { envelope, okJson } from '../../kit/responses';
import type { AppEnv } from '../../router';
import { BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { requireSelf } from '../dto/identity';
import { loanDtos } from '../dto/loan-context';
import { LoanSchema } from '../dto/loan-dto-schema';
import { refusals } from '../dto/refusals';
import { pageText } from './list-routes';

const tags = ['Loan processing'];
const userBody = jsonBody(z.object({ userId: shortText() }));

const SecuritizedTapeSchema = z
  .object({
    tape_name: z.string(),
    count: z.number(),
    issuingAuthority: z.string(),
    lender_id: z.string(),
    investor_ids: z.array(z.string()),
    engaged_at: z.string(),
  })
  .openapi('SecuritizedTape');

export function processingRoutes(api: OpenAPIHono<AppEnv>, deps: TradingHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/viewSecuritizedTape',
      tags,
      summary: 'The tapes the calling due-diligence firm is engaged on (spec §6 "loads securitized tapes")',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: userBody,
      responses: {
        200: okJson(envelope(z.array(SecuritizedTapeSchema)), 'The tapes, by name.'),
        ...refusals(400, 403),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const self = requireSelf(actor, 'userId', c.req.valid('json').userId);
      if (!self.ok) return refuse(c, self.error);
      return answer(c, await securitizedTapes(deps.trading, actor), (tapes) =>
        success(
          c,
          pageText(tapes.length),
          tapes.map((t) => ({
            tape_name: t.tapeName,
            count: t.loanCount,
            issuingAuthority: t.issuingAuthority,
            lender_id: t.lenderId,
            investor_ids: [...t.investorIds],
            engaged_at: t.engagedAt,
          })),
        ),
      );
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/loan_Processing',
      tags,
      summary:
        "The caller's loans in the middle of a trade: open for bidding, or awarded and awaiting transfer",
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: userBody,
      responses: {
        200: okJson(
          envelope(
            z.object({
              docs: z.array(
                LoanSchema.extend({ processing_stage: z.enum(['open_for_bidding', 'awaiting_transfer']) }),
              ),
              total: z.number(),
            }),
          ),
          'The loans, open for bidding first.',
        ),
        ...refusals(400, 403),
      },
    }),
    async (c) => {
      const actor = actorOf(c);
      const self = requireSelf(actor, 'userId', c.req.valid('json').userId);
      if (!self.ok) return refuse(c, self.error);
      return answer(c, await loanProcessing(deps.trading, actor), async ({ items, total }) => {
        const docs = await loanDtos(
          deps.trading,
          actor,
          items.map((i) => i.view),
        );
        return success(c, processingStatusText({ total }), {
          docs: docs.map((doc, i) => ({ ...doc, processing_stage: items[i]!.stage })),
          total,
        });
      });
    },
  );
}
