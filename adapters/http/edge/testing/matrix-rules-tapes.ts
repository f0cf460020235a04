/**
 * Why: who may call each tape route — import, import report, column mappings and the tapes
 * taken out (reports, generated tapes, field comparison, stakeholder data) — in the core's terms:
 * spec §6 capabilities, the take-out rule of core/tapes/tape-loans.ts (the operator, else the
 * due-diligence persona, on the loans it may see) and the own-mappings rule of
 * core/tapes/field-mappings.ts, with a request good enough to reach the use case.
 */
import { generateTapeSheet } from '../../../../fixtures/tape-generator';
import { writeCsv } from '../../../spreadsheet/write-sheet';
import { byRole, gated, holds, on, signedIn, takesOut } from './matrix-rules';
import type { CellContext, RouteRule } from './matrix-types';

const self = (c: CellContext) => c.caller.userId;
const ref = (c: CellContext) => c.target!.ref;
const always = () => true;

export const TAPE_RULES: Readonly<Record<string, RouteRule>> = {
  'POST /excel_Upload': gated(holds('import_tape'), (c) => ({
    form: {
      xlsxFile: new File(
        [new Uint8Array(writeCsv(generateTapeSheet(2, { seed: 5, loanPrefix: `MX-${c.caller.key}-` })))],
        'm.csv',
      ),
      tapeName: `Matrix-${c.caller.key}`,
    },
  })),
  'GET /tape_import_report/{batch_id}': on(
    'batch',
    ['party'],
    always,
    (c) => ({
      pathParams: { batch_id: ref(c).id! },
      query: { format: 'csv' },
    }),
    byRole('see_every_loan'),
  ),
  'POST /getUserFieldMapping': signedIn((c) => ({ json: { userId: self(c), mappingName: 'platform' } })),
  'GET /field_mappings': signedIn(),
  'PUT /field_mappings': signedIn((c) => ({
    json: {
      userId: self(c),
      mapping: { name: `matrix-${c.caller.key}`, fields: { amount: ['Loan Amount'] } },
    },
  })),
  'DELETE /field_mappings/{mappingName}': signedIn((c) => ({
    pathParams: { mappingName: `matrix-${c.caller.key}` },
  })),
  'POST /loan_tape_gen_report': on('tape', ['sees'], takesOut('asf_report'), (c) => ({
    query: { format: 'json' },
    json: { loantape_name: ref(c).tapeName, report_type: 'ASF', maker_id: self(c) },
  })),
  'POST /storeTape_Response': on('tape', ['sees'], takesOut('generate_tapes'), (c) => ({
    query: { format: 'json' },
    json: { loan_id: ref(c).loanNumber, tapeName: ref(c).tapeName, maker_id: self(c), report_type: 'ASF' },
  })),
  'POST /compareFieldData': on('tape', ['sees'], takesOut('compare_fields'), (c) => ({
    query: { format: 'json' },
    json: { loan_id: ref(c).loanNumber, tapeName: ref(c).tapeName, report_type: 'ASF' },
  })),
  'POST /stakeholderDataByLoanIds': on('tape', ['sees'], takesOut('export_stakeholder_data'), (c) => ({
    query: { format: 'json' },
    json: { loanIds: [ref(c).loanId], tapeName: ref(c).tapeName },
  })),
};
