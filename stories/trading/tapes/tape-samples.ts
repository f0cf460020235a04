/**
 * The tape stories' data: a tape and loan, a field comparison, the saved and built-in column
 * mappings, an import's answer with its edit report, and a route answering a spreadsheet when
 * `?format=xlsx` is asked.
 */
import { XLSX } from '../transfer/dialog-stories';

export const TAPE = 'Agrifields-ASF-2024';
/** The business admin the signed-in due-diligence user acts as (spec §6). */
export const ACTING = 'business-admin-7';
export const LOAN = { _id: 'a1b2c3d4e5f60718293a4b5c', loan_id: 'AGR-000017' };
export const COMPARED = {
  body: {
    code: 200,
    message: 'Compared',
    data: [
      { fieldName: 'Original Loan Amount', dataValue: '250000', generatedValue: '250000', matched: 'Yes' },
      { fieldName: 'Credit Score', dataValue: '742', generatedValue: '724', matched: 'No' },
    ],
  },
};

export const xlsxOr = (reply: unknown) => async (request: Request) =>
  new URL(request.url).searchParams.get('format') === 'xlsx' ? XLSX : (reply as never);

export const MAPPINGS = {
  body: {
    success: true,
    statusText: 'Mappings',
    data: [
      {
        mappingName: 'Agrifields columns',
        builtIn: false,
        updated: '2026-11-01T10:00:00.000Z',
        mapping: {
          name: 'Agrifields columns',
          fields: { loanNumber: ['Loan #'], fico: ['Bureau Score'], amount: ['Orig Amt'] },
        },
      },
      {
        mappingName: 'ASF',
        builtIn: true,
        updated: null,
        mapping: { name: 'ASF', fields: { loanNumber: ['Loan Number'] } },
      },
    ],
  },
};
export const IMPORTED = {
  success: true,
  message: 'Files Imported SuccessFully.',
  batch_id: 'batch-7',
  tape_name: 'Spring-2026',
  added: 118,
  updated: 0,
  identical: 0,
  report: {
    rows: 120,
    accepted: 118,
    rejected: 2,
    flagged: 1,
    findingsTotal: 3,
    download: '/api/tape_import_report/batch-7?format=xlsx',
    findings: [
      {
        row: 14,
        column: 'Bureau Score',
        code: 'V004',
        stage: 'validity',
        message: 'FICO must be between 300 and 850',
        value: '990',
      },
      { row: 52, column: null, code: 'S002', stage: 'syntactical', message: 'The row has no loan number' },
      {
        row: 77,
        column: 'LTV',
        code: 'Q003',
        stage: 'quality',
        message: 'LTV above 97 is unusual: confirm it',
        value: '101',
      },
    ],
  },
};
