/**
 * End to end, one loan's life cycle through the trading widgets on a real server (the demo on
 * a temp SQLite database), driven in Debian's Chromium by clicks and typing, with the server's
 * state checked through the API after each step: the lender opens AGF-P-000020 for bidding from
 * its tape's tile; the investor filters, pools and bids; the operator closes the bids (the cron
 * job's use case, with the platform's clock moved past the deadline); the lender approves the
 * purchase; the investor starts due diligence; the firm raises a query, which goes to the loan's
 * owner; the lender answers it with a document; the firm resolves it with its final docs; the
 * investor transfers the loan, which changes owner.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../adapters/compose';
import { closeExpiredBids } from '../../core/bidding/close-expired-bids';
import { SYSTEM_ACTOR } from '../../core/permissions/actor';
import type { Clock } from '../../core/ports/clock';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium';
import { personaApi, startLifecyclePlatform } from './lifecycle-servers';

const TAPE = 'Agrifields-Platform-2024';
/** A one-page PDF: the engagement letter and the query's document. */
const LETTER = {
  name: 'engagement.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};
let loanId = '';
let threadId = '';
const LOAN = 'AGF-P-000020';

let dataDir: string;
let browser: Browser;
let base: string;
let stop: () => unknown = () => {};
let platform: Platform;

/** The platform's clock: real time plus `skew`, so the bidding window can end without waiting. */
let skew = 0;
const clock: Clock = { now: () => new Date(Date.now() + skew) };

/** Opens the page as `email` with `widgets` mounted and waits until they are. */
async function open(email: string, widgets: string[], props: Record<string, unknown> = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000); // CI runs this beside every other test file on two cores
  page.on('pageerror', (error) => console.error(error));
  const query = new URLSearchParams({ as: email, widgets: widgets.join(','), props: JSON.stringify(props) });
  await page.goto(`${base}/lifecycle/?${query}`);
  await page.evaluate(() => window.lifecycle);
  return page;
}

/** A `datetime-local` value `minutes` from now, in the browser's (and this process's) zone. */
function localInMinutes(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

type LoanDoc = { _id: string; loan_id: string; status: string; poolStatus: string | null };
type Thread = {
  _id: string;
  docInfo: string;
  closed: boolean;
  closedBy: string | null;
  finalDocs: string[];
  partyB: { userId: string };
  messages: { message: string; docName: string; blobName: string | null }[];
};
/** The query this life cycle raised, as `email` reads it through the API. */
async function theQuery(email: string): Promise<Thread | undefined> {
  const api = await personaApi(base, email);
  const view = await api.get(`/stipulations_view/${loanId}?user_id=${api.userId}`);
  return (view.data as Thread[]).find((t) => t.docInfo === 'Appraisal report');
}
const loanOf = (answer: Record<string, never>) =>
  ((answer.data as { docs: LoanDoc[] }).docs ?? []).find((loan) => loan.loan_id === LOAN);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ispz-lifecycle-e2e-'));
  const started = await startLifecyclePlatform(dataDir, clock);
  platform = started.platform;
  stop = async () => {
    started.close();
    await started.platform.close();
  };
  base = started.base;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("one loan's life cycle through the trading widgets", () => {
  it('the lender opens the loan for bidding from its tape tile', async () => {
    const page = await open('lender@demo.test', ['loan-tapes']);
    await page.getByRole('button', { name: `Open tape ${TAPE}` }).click();
    const dialog = page.getByRole('dialog', { name: TAPE });
    await dialog.getByLabel('Rows per page').selectOption('25');
    await dialog.getByRole('checkbox', { name: `Select loan ${LOAN}` }).check();
    await dialog.getByLabel('Bidding ends').fill(localInMinutes(3));
    await dialog.getByRole('button', { name: 'Open for bidding' }).click();
    await page.getByText('Loan open for bidding and emails sent').first().waitFor();
    const lender = await personaApi(base, 'lender@demo.test');
    expect(loanOf(await lender.get('/get_loans_list?limit=500'))?.status).toBe('bidding');
    await page.close();
  });

  it('the investor filters by the loan id and adds the loan to the pool', async () => {
    const page = await open('investor@demo.test', ['pool-filters', 'loan-records']);
    await page.getByLabel('Loan Id').fill(LOAN);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const row = page.getByRole('checkbox', { name: `Select loan ${LOAN}` });
    await row.check();
    await page.getByRole('button', { name: 'Add to pool' }).click();
    await page.getByText('Added').first().waitFor();
    const investor = await personaApi(base, 'investor@demo.test');
    const listed = await investor.post('/get_loans_list', { loanId: LOAN, page: 1, limit: 10 });
    expect((listed.data as { docs: LoanDoc[] }).docs.map((l) => [l.loan_id, l.poolStatus])).toEqual([
      [LOAN, 'Added'],
    ]);
    await page.close();
  });

  it("the investor bids on it, confirming 'Please confirm your Bid'", async () => {
    const page = await open('investor@demo.test', ['bidding-table']);
    await page.getByLabel(`Bid amount for loan ${LOAN}`).fill('451000');
    await page.getByRole('button', { name: `Place bid on loan ${LOAN}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm your Bid' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Created Successfully').first().waitFor();
    const investor = await personaApi(base, 'investor@demo.test');
    const table = await investor.get(`/bidding_table?bidderId=${investor.userId}`);
    const row = (
      table.data as { docs: { loanData: { loan_id: string }; bid_amount: number | null }[] }
    ).docs.find((r) => r.loanData.loan_id === LOAN);
    expect(row?.bid_amount).toBe(451000);
    await page.close();
  });

  it('the operator closes the expired bids: the investor wins the loan', async () => {
    skew += 4 * 60_000;
    const closed = await closeExpiredBids(platform.trading, SYSTEM_ACTOR);
    expect(closed.ok && closed.value.awarded).toBeGreaterThan(0);
    const investor = await personaApi(base, 'investor@demo.test');
    const table = await investor.get(`/bidding_table?bidderId=${investor.userId}`);
    const row = (
      table.data as { docs: { loanData: { loan_id: string }; outcome: string | null }[] }
    ).docs.find((r) => r.loanData.loan_id === LOAN);
    expect(row?.outcome).toBe('Won');
  });

  it('the lender approves the purchase in the purchase-approval grid', async () => {
    const page = await open('lender@demo.test', ['purchase-approval-grid']);
    await page.getByRole('checkbox', { name: `Select loan ${LOAN}` }).check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const lender = await personaApi(base, 'lender@demo.test');
    await expect
      .poll(async () => {
        const grid = await lender.get(`/get_purchase_approval?approverId=${lender.userId}`);
        const docs = (grid.data as { docs: { loanId: { loan_id: string | null }; status: string }[] }).docs;
        return docs.find((d) => d.loanId.loan_id === LOAN)?.status;
      })
      .toBe('approved');
    await page.close();
  });

  it('the investor starts due diligence on the tape with the firm and an engagement letter', async () => {
    const page = await open('investor@demo.test', ['dd-start'], {
      'dd-start': { open: true, tapeName: TAPE },
    });
    const dialog = page.getByRole('dialog', { name: 'DD FULL REVIEW' });
    await dialog.getByLabel('Second Party').selectOption({ index: 1 });
    await dialog.getByLabel('Engagement file').setInputFiles(LETTER);
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.waitFor({ state: 'detached' });
    const investor = await personaApi(base, 'investor@demo.test');
    const cases = await investor.get('/due_diligence_cases');
    expect(JSON.stringify(cases.data)).toContain(TAPE);
    await page.close();
  });

  it('the due-diligence firm raises a query on the loan with a document', async () => {
    const lender = await personaApi(base, 'lender@demo.test');
    const loan = loanOf(await lender.get('/get_loans_list?limit=500'));
    loanId = loan?._id ?? '';
    const page = await open('dd@demo.test', ['new-stipulation'], {
      'new-stipulation': { open: true, loanId, loanNumber: LOAN },
    });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Document Information').fill('Appraisal report');
    await dialog.getByLabel('Message').fill('Please send the final appraisal');
    await dialog.getByLabel('File').setInputFiles(LETTER);
    await dialog.getByText('File uploaded successfully').first().waitFor();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The firm picks no second party (spec §6): the query goes to the loan's owner, who answers it.
    const thread = await theQuery('lender@demo.test');
    expect(thread?.partyB.userId).toBe(lender.userId);
    expect(thread?.messages.map((m) => m.message)).toEqual(['Please send the final appraisal']);
    threadId = thread?._id ?? '';
    await page.close();
  });

  it('the lender answers the query in the chat with a document', async () => {
    const page = await open('lender@demo.test', ['stipulation-chat'], {
      'stipulation-chat': { open: true, loanId, loanNumber: LOAN, stipulationId: threadId },
    });
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Please send the final appraisal').first().waitFor();
    await dialog.getByLabel('Document Name').fill('Final appraisal');
    await dialog.getByLabel('Message', { exact: true }).fill('Final appraisal attached');
    await dialog.getByLabel('File').setInputFiles(LETTER);
    await dialog.getByText('File uploaded successfully').first().waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Final appraisal attached').first().waitFor();
    const thread = await theQuery('dd@demo.test');
    expect(thread?.messages.map((m) => [m.message, m.docName])).toEqual([
      ['Please send the final appraisal', 'Appraisal report'],
      ['Final appraisal attached', 'Final appraisal'],
    ]);
    expect(thread?.messages[1]?.blobName).toBeTruthy();
    expect(thread?.closed).toBe(false);
    await page.close();
  });

  it('the due-diligence firm resolves the query, uploading its final docs first', async () => {
    const page = await open('dd@demo.test', ['stipulation-chat'], {
      'stipulation-chat': { open: true, loanId, loanNumber: LOAN, stipulationId: threadId },
    });
    const chat = page.getByRole('dialog');
    await chat.getByText('Final appraisal attached').first().waitFor();
    await chat.getByRole('button', { name: 'Mark query as resolve' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload the generated tapes & final docs' });
    await upload.getByLabel('Tape type').selectOption({ index: 1 });
    await upload.getByLabel('File').setInputFiles({ ...LETTER, name: 'final-report.pdf' });
    await upload.getByRole('region', { name: 'Uploaded files' }).getByText('final-report.pdf').waitFor();
    await upload.getByRole('button', { name: 'Mark query as resolve' }).click();
    await upload.waitFor({ state: 'hidden' });
    await chat.getByRole('button', { name: /Resolved|Stipulation Closed/ }).waitFor();
    const firm = await personaApi(base, 'dd@demo.test');
    const thread = await theQuery('lender@demo.test');
    expect(thread?.closed).toBe(true);
    expect(thread?.closedBy).toBe(firm.userId);
    expect(thread?.finalDocs).toHaveLength(1);
    await page.close();
  });

  it('the investor transfers the loan from LOAN RECORDS: it changes owner', async () => {
    const page = await open('investor@demo.test', ['pool-filters', 'loan-records']);
    await page.getByLabel('Loan Id').fill(LOAN);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('checkbox', { name: `Select loan ${LOAN}` }).check();
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer' });
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const investor = await personaApi(base, 'investor@demo.test');
    const listed = await investor.post('/get_loans_list', { loanId: LOAN, page: 1, limit: 10 });
    const owner = (
      listed.data as {
        docs: { loan_header_properties: { loanOwnership: { recent_version: { OwnedBy: string } } } }[];
      }
    ).docs[0]?.loan_header_properties.loanOwnership.recent_version.OwnedBy;
    expect(owner).toBe(investor.userId);
    await page.close();
  });
});
