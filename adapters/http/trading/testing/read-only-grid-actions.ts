/**
 * The exports, uploads and grid submits spec §6 disables on a read-only page, each made by the
 * persona that may make it (see ./read-only-actions.ts for the rest).
 */
import { MESSAGES } from '../../../../core/errors/messages';
import { SERVICERS } from '../../../../core/validation/option-lists';
import { DEMO_TAPES } from '../../../../fixtures/tapes/build';
import { SAMPLE } from '../diligence/testing/sample-files';
import { fixtureTape } from '../tapes/testing/tape-http-world';
import { type ReadOnlyCase, TAPE } from './read-only-scene';

const pdf = (label: string) => [{ name: `${label}.pdf`, bytes: SAMPLE.pdf(label) }];

/** Exports, uploads, the stakeholder and purchase grids, servicing. */
export const READ_ONLY_GRID_CASES: readonly ReadOnlyCase[] = [
  { label: 'export the bidding table', by: 'investor', call: (c) => c.get('/bids/export') },
  {
    label: 'export stakeholder data',
    by: 'dueDiligence',
    call: (c, s) => c.post('/stakeholderDataByLoanIds', { loanIds: [s.loans[2]], tapeName: TAPE }),
  },
  {
    label: 'export the ASF report',
    by: 'dueDiligence',
    call: (c) =>
      c.post('/loan_tape_gen_report', { loantape_name: TAPE, report_type: 'ASF', maker_id: 'dd-1' }),
  },
  { label: 'upload a file', by: 'investor', call: (c) => c.upload('/upload_file', pdf('query')) },
  {
    label: 'file a missing document',
    by: 'lender',
    call: (c, s) =>
      c.post('/uploadMissingDocs', { loan_id: s.loans[0], docName: 'Deed of Trust', blobName: s.blobName }),
  },
  {
    label: 'start due diligence (engagement upload)',
    by: 'investor',
    call: (c) => c.upload('/start_due_diligence', pdf('engagement'), { tapeName: TAPE, partyB: 'dd-1' }),
  },
  {
    label: 'import a loan tape (excel_Upload)',
    by: 'lender',
    call: async (c) =>
      c.upload(
        '/excel_Upload',
        [{ name: DEMO_TAPES.asf.file, bytes: await fixtureTape(DEMO_TAPES.asf.file), field: 'xlsxFile' }],
        {
          tapeName: 'Demo ASF',
        },
      ),
  },
  {
    label: 'send stakeholder prices',
    by: 'investor',
    call: (c, s) =>
      c.post('/price_send_lender', { stakeholderMapPricesArray: [{ loanId: s.loans[3], bidPrice: 7 }] }),
  },
  {
    label: 'approve stakeholder rows',
    by: 'lender',
    call: (c, s) =>
      c.post('/accept_in_transit_Loans', {
        stakeholderMapIdArray: [s.rowId],
        userId: 'lender-1',
        approval: 'true',
      }),
  },
  {
    label: 'reject stakeholder rows',
    by: 'lender',
    call: (c, s) =>
      c.post('/accept_price', { stakeholderMapPricesArray: [{ _id: s.rowId, status: 'false' }] }),
  },
  {
    label: 'keep stakeholder loans',
    by: 'lender',
    call: (c, s) => c.post('/stakeholder_retain', { stakeholderMapIdArray: [s.rowId], userId: 'lender-1' }),
  },
  {
    label: 'complete stakeholder rows',
    by: 'lender',
    call: (c, s) => c.post('/stakeholder_run_automation', { stakeholderMapIds: [s.rowId] }),
  },
  {
    label: 'update loan details (stakeholder grid submit)',
    by: 'lender',
    call: (c, s) =>
      c.post('/update_loan_details', [{ stakeholderMapId: s.rowId, updateData: { propcity: 'Austin' } }]),
  },
  {
    label: 'change a purchase price',
    by: 'investor',
    call: (c, s) => c.put('/update_Bid_Approval', { bidId: s.bids[0], new_price: 245_000 }),
  },
  {
    label: 'approve purchases',
    by: 'lender',
    call: (c, s) => c.post('/set_purchase_approval', { loanIdArray: [s.loans[0]], approval: 'true' }),
  },
  {
    label: 'assign a servicer',
    by: 'lender',
    message: MESSAGES.somethingWentWrongLower,
    call: (c, s) =>
      c.post('/add_Servicer', {
        loanIdArray: [s.loans[0]],
        servicerId: SERVICERS[0].id,
        servicingPrice: 0.25,
      }),
  },
];
