/**
 * Field comparison and the stakeholder export (spec §7): `POST /api/compareFieldData {loan_id,
 * tapeName}` → `{code: 200, message, data: [{fieldName, dataValue, generatedValue, matched}]}`
 * (`report_type` ours, ASF by default; `?format=xlsx` → compare_fields_{loan}_{tape}.xlsx) and
 * `POST /api/stakeholderDataByLoanIds {loanIds, tapeName}` → the loans' data (`?format=xlsx` →
 * stakeholder_data_{tape}.xlsx, 404 'No Records To Download' when there is nothing to export).
 * A comparison that cannot be made — no field with a value on both sides, or producing the two
 * rows failed — answers 422 'Error in comparision' (spec §8), the text the screen shows.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { DomainError } from '../../../../core/errors/domain-error';
import type { Result } from '../../../../core/errors/result';
import type { Actor } from '../../../../core/permissions/actor';
import type { TradingDeps } from '../../../../core/ports/stores';
import { checkedComparison, comparisonFailed } from '../../../../core/tapes/compare-fields';
import { sheetRecords } from '../../../../core/tapes/generated-tapes';
import { shortText } from '../../../../core/validation/field-kit';
import { compareLoanFields, comparisonFile, type LoanComparison } from '../../../tapes/field-comparison';
import { MAX_STAKEHOLDER_LOANS, stakeholderData, stakeholderDataFile } from '../../../tapes/stakeholder-data';
import { jsonBody } from '../../kit/bodies';
import { actorOf, answer, serve, success } from '../../kit/reply';
import type { AppEnv } from '../../router';
import { BEARER_AND_XSRF } from '../../session';
import { refusals } from '../dto/refusals';
import { downloadQuery, jsonOrWorkbook, sendFile, type TapeHttpDeps, tags } from './tape-http';

const text = shortText();

/**
 * The comparison, or why it cannot be made: the use case's own refusals (persona, unknown loan
 * or tape type) as they are; anything that leaves nothing to compare, or throws while producing
 * the rows, as `comparisonFailed`.
 */
async function comparison(
  trading: TradingDeps,
  actor: Actor,
  input: Parameters<typeof compareLoanFields>[2],
): Promise<Result<LoanComparison, DomainError>> {
  let made: Result<LoanComparison, DomainError>;
  try {
    made = await compareLoanFields(trading, actor, input);
  } catch (cause) {
    return { ok: false, error: comparisonFailed({ cause: cause instanceof Error ? cause.name : 'unknown' }) };
  }
  if (!made.ok) return made;
  const rows = checkedComparison(made.value.rows);
  return rows.ok ? { ok: true, value: { ...made.value, rows: rows.value } } : rows;
}

const ComparisonRowSchema = z
  .object({
    fieldName: z.string(),
    dataValue: z.string(),
    generatedValue: z.string(),
    matched: z.enum(['Yes', 'No']),
  })
  .openapi('FieldComparisonRow');

export function comparisonRoutes(api: OpenAPIHono<AppEnv>, deps: TapeHttpDeps): void {
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/compareFieldData',
      tags,
      summary: 'The seller tape’s values of one loan against its generated tape, field by field',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: {
        query: downloadQuery,
        ...jsonBody(
          z.object({ loan_id: text, tapeName: text, report_type: z.string().trim().max(100).optional() }),
        ),
      },
      responses: {
        200: jsonOrWorkbook(
          z.object({ code: z.literal(200), message: z.string(), data: z.array(ComparisonRowSchema) }),
          'The comparison (or compare_fields_{loan}_{tape}.xlsx).',
        ),
        ...refusals(400, 403, 404, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const input = { tapeName: body.tapeName, loanNumber: body.loan_id, reportType: body.report_type };
      return answer(c, await comparison(deps.trading, actorOf(c), input), (comparison) => {
        if (c.req.valid('query').format === 'xlsx') return sendFile(c, comparisonFile(comparison));
        const matched = comparison.rows.filter((r) => r.matched === 'Yes').length;
        return c.json({
          code: 200 as const,
          message: `${matched} of ${comparison.rows.length} fields match the ${comparison.type} tape`,
          data: comparison.rows,
        });
      });
    },
  );

  serve(
    api,
    createRoute({
      method: 'post',
      path: '/stakeholderDataByLoanIds',
      tags,
      summary: 'The chosen loans of a tape as the platform holds them, for the stakeholder export',
      security: BEARER_AND_XSRF,
      middleware: [deps.requireActor],
      request: {
        query: downloadQuery,
        ...jsonBody(z.object({ loanIds: z.array(text).max(MAX_STAKEHOLDER_LOANS), tapeName: text })),
      },
      responses: {
        200: jsonOrWorkbook(
          z.object({
            success: z.literal(true),
            statusText: z.string(),
            data: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
          }),
          'One record per loan (or stakeholder_data_{tape}.xlsx).',
        ),
        ...refusals(400, 403, 404),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      return answer(c, await stakeholderData(deps.trading, actorOf(c), body), (sheet) => {
        if (c.req.valid('query').format !== 'xlsx')
          return success(c, `${sheet.rows.length} loans`, sheetRecords(sheet));
        return answer(c, stakeholderDataFile(body.tapeName, sheet), (file) => sendFile(c, file));
      });
    },
  );
}
