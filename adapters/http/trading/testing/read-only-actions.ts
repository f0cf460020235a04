/**
 * Every trading call spec §6 disables on a read-only page (chat, bid input, submit, reprice,
 * transfer, selection, reply, export, upload, query fields), each made by the persona that may
 * make it, with a request good enough to reach the use case. The read-only matrix drives them
 * as members whose loan-trading page is read-only and as members whose page is writable.
 */

import { recordBlobUpload } from '../../../../core/documents/blob-citations';
import { MESSAGES } from '../../../../core/errors/messages';
import { unwrap } from '../../../../core/errors/result';
import type { Actor } from '../../../../core/permissions/actor';
import { openStipulation } from '../../../../core/stipulations/open-stipulation';
import { sendStakeholderPrices } from '../../../../core/transfer/stakeholder-prices';
import { STIPULATION_STAGES } from '../../../../core/validation/constants';
import { SERVICERS } from '../../../../core/validation/option-lists';
import { DEMO_TAPES } from '../../../../fixtures/tapes/build';
import { writeXlsx } from '../../../spreadsheet/write-sheet';
import { SAMPLE } from '../diligence/testing/sample-files';
import { fixtureTape } from '../tapes/testing/tape-http-world';
import type { ActorKey } from './test-actors';
import type { TestClient } from './test-client';
import { DAY, type TradingWorld } from './trading-world';

export const TAPE = 'Harbor 2026-1';

/** What the calls name: loans, open bids, a stakeholder row, a query thread, a lender's file. */
export interface Seeded {
  readonly loans: readonly string[];
  readonly bids: readonly string[];
  readonly rowId: string;
  readonly stipulationId: string;
  readonly blobName: string;
  /** Files the investor and the due-diligence firm uploaded, to attach to queries and replies. */
  readonly investorBlob: string;
  readonly firmBlob: string;
}

const QUERY = { partyB: 'dd-1', stage: STIPULATION_STAGES[0], docInfo: 'Appraisal', message: 'Signed?' };

/** Seeds through the use cases as the cast without any route configuration. */
export async function seedReadOnlyScene(w: TradingWorld): Promise<Seeded> {
  const loans = (await w.seedTape({ tapeName: TAPE, count: 6 })).map((l) => l.id);
  const bids = (await w.seedBids([loans[0]!, loans[1]!])).map((b) => b.id);
  await w.seedDueDiligence(TAPE);
  const { investor, lender } = w.actors;
  const prices = { prices: [{ loanId: loans[2]!, bidPrice: 5 }] };
  const [row] = unwrap(await sendStakeholderPrices(w.trading, investor, prices));
  const upload = async (by: Actor, bytes: Uint8Array) => {
    const { name } = await w.deps.blobs.put(bytes);
    unwrap(await recordBlobUpload(w.trading, by, { blobName: name }));
    return name;
  };
  const investorBlob = await upload(investor, SAMPLE.pdf('query'));
  const firmBlob = await upload(w.actors.dueDiligence, SAMPLE.png('photo'));
  const query = { ...QUERY, loanId: loans[2]!, blobName: investorBlob };
  const stipulation = unwrap(await openStipulation(w.trading, investor, query));
  const blobName = await upload(lender, SAMPLE.pdf('deed'));
  return { loans, bids, rowId: row!.id, stipulationId: stipulation.id, blobName, investorBlob, firmBlob };
}

export interface ReadOnlyCase {
  readonly label: string;
  readonly by: ActorKey;
  readonly call: (client: TestClient, s: Seeded, w: TradingWorld) => Promise<Response>;
  /** The refusal's text where the spec fixes it (else the read-only sentence). */
  readonly message?: string;
}

const pdf = (label: string) => [{ name: `${label}.pdf`, bytes: SAMPLE.pdf(label) }];
const reply = (s: Seeded, blobName: string) => ({
  stipulation_id: s.stipulationId,
  docName: 'Photo',
  message: 'See the file',
  blobName,
});

/** The §6 actions, one call each. */
export const READ_ONLY_CASES: readonly ReadOnlyCase[] = [
  {
    label: 'raise a query (stipulations_create)',
    by: 'investor',
    call: (c, s) =>
      c.post('/stipulations_create', { ...QUERY, loanId: s.loans[3], blobName: s.investorBlob }),
  },
  {
    label: 'reply (POST stipulations_reply)',
    by: 'dueDiligence',
    call: (c, s) => c.post('/stipulations_reply', reply(s, s.firmBlob)),
  },
  {
    label: 'reply (PUT stipulations_reply)',
    by: 'investor',
    call: (c, s) => c.put('/stipulations_reply', reply(s, s.investorBlob)),
  },
  {
    label: 'close a query (stipulations_close)',
    by: 'investor',
    call: (c, s) => c.put('/stipulations_close', { stipulation_id: s.stipulationId }),
  },
  {
    label: 'place a bid',
    by: 'investor',
    call: (c, s) => c.post('/place_bid', { bidId: s.bids[0], bidderId: 'investor-1', amount: 250_000 }),
  },
  {
    label: 'ask on a bid (bidStipulations)',
    by: 'investor',
    call: (c, s) =>
      c.post('/bidStipulations', { bidId: s.bids[0], bidderId: 'investor-1', message: 'Escrow?' }),
  },
  {
    label: 'upload bids in bulk',
    by: 'investor',
    call: (c, s) =>
      c.upload('/bulk_bid_upload', [
        {
          name: 'bids.xlsx',
          bytes: writeXlsx({ headers: ['_id', 'Bid Amount'], rows: [[s.loans[1]!, 1500]] }),
        },
      ]),
  },
  {
    label: 'open loans for bidding',
    by: 'lender',
    call: (c, s, w) =>
      c.post('/open_for_bidding', {
        loanIds: [s.loans[4]],
        validTill: new Date(w.deps.now().getTime() + DAY).toISOString(),
      }),
  },
  {
    label: 'reprice a loan',
    by: 'investor',
    call: (c, s) =>
      c.post('/repriceLoan', { loan_id: s.loans[0], reason: 'Low appraisal', new_price: '244000.25' }),
  },
  {
    label: 'transfer (transferLoanNew)',
    by: 'lender',
    call: (c, s) => c.post('/transferLoanNew', { loanIdArr: [s.loans[0]], investorId: 'investor-1' }),
  },
  {
    label: 'transfer without a sale (aggregatorTransfer)',
    by: 'lender',
    call: (c, s) =>
      c.post('/aggregatorTransfer', {
        loanIdArr: [s.loans[5]],
        lenderId: 'lender-1',
        investorId: 'investor-1',
      }),
  },
  {
    label: 'select loans (loanPool/add)',
    by: 'lender',
    call: (c, s) => c.post('/loanPool/add', { loanIds: [s.loans[3]] }),
  },
  {
    label: 'deselect loans (loanPool/remove)',
    by: 'lender',
    call: (c, s) => c.post('/loanPool/remove', { loanId: s.loans[3] }),
  },
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
