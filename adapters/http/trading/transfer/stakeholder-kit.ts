/**
 * What the stakeholder routes share: their documented POST (with the Idempotency-Key header
 * and middleware on decisions) and the row DTOs of rows a use case returned with their loans.
 */
import { createRoute, type z } from '@hono/zod-openapi';
import type { WithLoan } from '../../../../core/transfer/row-loans';
import type { StakeholderRow } from '../../../../core/transfer/stakeholder-row';
import type { StakeholderRowView } from '../../../../core/transfer/stakeholder-rules';
import { idempotency } from '../../idempotency';
import { jsonBody } from '../../kit/bodies';
import { okJson } from '../../kit/responses';
import { BEARER_AND_XSRF } from '../../session';
import type { TradingHttpDeps } from '../deps';
import { refusals } from '../dto/refusals';
import { idempotencyHeaders } from '../dto/request-fields';
import { type StakeholderRowDto, stakeholderRowDto } from './stakeholder-dto';

export function stakeholderKit(deps: TradingHttpDeps) {
  return {
    /** A documented POST of the grid; `once` adds the Idempotency-Key middleware and header. */
    route: <B extends z.ZodType, A extends z.ZodType>(
      path: string,
      summary: string,
      body: B,
      answers: A,
      once = false,
    ) =>
      createRoute({
        method: 'post',
        path,
        tags: ['Stakeholder grid'],
        summary,
        middleware: once ? [deps.requireActor, idempotency(deps.idempotency, deps.now)] : [deps.requireActor],
        security: BEARER_AND_XSRF,
        request: once ? { headers: idempotencyHeaders(), ...jsonBody(body) } : jsonBody(body),
        responses: { 200: okJson(answers, 'The rows.'), ...refusals(400, 403, 404, 409, 422) },
      }),
    /** The DTOs of `rows`, with the contract attributes of the loans the use case attached. */
    rowDtos: (rows: readonly WithLoan<StakeholderRow | StakeholderRowView>[]): StakeholderRowDto[] =>
      rows.map(stakeholderRowDto),
  };
}
