// The HTTP routes call `.openapi()` on core schemas, which only schemas built after
// @hono/zod-openapi has loaded have: load the composition root before anything imports core.
import '../compose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PEOPLE } from '../../fixtures/demo/people';
import { DEMO_TAPE_NAMES, demoLoanNumber } from '../../fixtures/demo/tapes';
import type { Platform } from '../compose';
import { testDatabases } from '../db/testing/test-databases';
import { DEMO_STEPS, isSeeded, seedDemo } from './seed-demo';
import type { SeedSummary } from './summary';
import { blobCount, login, rowCounts, testPlatform } from './testing/seeded-platform';

/** The API's answer envelope (`{success, statusText, data}`, or `{success: false, error}`). */
interface Envelope<T> {
  readonly success: boolean;
  readonly data: T;
  readonly error?: string;
}

const json = async <T = unknown>(res: Response) => ({
  status: res.status,
  body: (await res.json()) as Envelope<T>,
});

describe.each(testDatabases().map((b) => [b.name, b] as const))('the seeded demo on %s', (_name, backend) => {
  let platform: Platform;
  let dispose: () => Promise<void>;
  let first: SeedSummary;

  afterAll(() => dispose());
  beforeAll(async () => {
    ({ platform, dispose } = await testPlatform(backend));
    expect(await isSeeded(platform)).toBe(false);
    first = await seedDemo(platform);
  });

  it('runs every step once, reports what it created and knows it is seeded', async () => {
    expect(first.alreadySeeded).toBe(false);
    expect(first.stepsRun).toEqual(DEMO_STEPS.map((s) => s.name));
    expect(first.created).toMatchObject({ users: 8, tapes: 2, loans: 120, ddCases: 2, transfers: 1 });
    expect(first.created.bidsOpened).toBe(22);
    expect(first.created.awards).toBe(5);
    expect(first.logins.map((l) => l.email)).toEqual(DEMO_LOGINS.map((l) => l.email));
    expect(await isSeeded(platform)).toBe(true);
  });

  it('lets every demo account log in with the demo password', async () => {
    for (const { email } of DEMO_LOGINS) await expect(login(platform, email)).resolves.toBeTruthy();
  });

  it('shows the lender both tapes with all their loans', async () => {
    const lender = await login(platform, DEMO_PEOPLE.lender.email);
    const { status, body } = await json<{ tape_name: string }[]>(await lender.get('/tapes'));
    expect(status).toBe(200);
    expect(body.data.map((t) => t.tape_name)).toEqual([DEMO_TAPE_NAMES.asf, DEMO_TAPE_NAMES.platform]);
  });

  it('shows the second investor their bids: won, lost and pending', async () => {
    const investor2 = await login(platform, DEMO_PEOPLE.investor2.email);
    const answer = await investor2.post('/view_After_Bidding', { userId: investor2.userId });
    const { status, body } = await json<{ outcome: string }[]>(answer);
    expect(status).toBe(200);
    const outcomes = body.data.map((row) => row.outcome);
    expect(outcomes.filter((o) => o === 'Pending')).toHaveLength(5);
    expect(new Set(outcomes)).toEqual(new Set(['Won', 'Lost', 'Pending']));
  });

  it('shows the second investor its stakeholder prices on the platform tape, decided as the story says', async () => {
    const investor2 = await login(platform, DEMO_PEOPLE.investor2.email);
    const body = { userId: investor2.userId, tapeName: DEMO_TAPE_NAMES.platform };
    const { status, body: rows } = await json<{ status: string; onPlatform: boolean }[]>(
      await investor2.post('/stakeholder_view', body),
    );
    expect(status).toBe(200);
    // Priced while open for bidding; the auction closed unsold, so none is on the platform now.
    expect(rows.data.map((r) => [r.status, r.onPlatform]).sort()).toEqual([
      ['closed', false],
      ['inprogress', false],
      ['pending', false],
      ['pending', false],
    ]);
  });

  it('shows the due-diligence firm its two cases', async () => {
    const dd = await login(platform, DEMO_PEOPLE.dd.email);
    const { status, body } = await json<{ tape_name: string }[]>(await dd.get('/due_diligence_cases'));
    expect(status).toBe(200);
    expect(body.data.map((c) => c.tape_name).sort()).toEqual([DEMO_TAPE_NAMES.asf, DEMO_TAPE_NAMES.platform]);
  });

  it('changes nothing when seeded again', async () => {
    const [rows, blobs] = [await rowCounts(platform), blobCount(platform)];
    const again = await seedDemo(platform);
    expect(again.alreadySeeded).toBe(true);
    expect(again.stepsRun).toEqual([]);
    expect(Object.values(again.created).every((n) => n === 0)).toBe(true);
    expect(await rowCounts(platform)).toEqual(rows);
    expect(blobCount(platform)).toBe(blobs);
  });

  it('lets the lender transfer the approved loan of the tape whose due diligence is complete', async () => {
    const [lender, investor] = [
      await login(platform, DEMO_PEOPLE.lender.email),
      await login(platform, DEMO_PEOPLE.investor.email),
    ];
    const page = await lender.get(`/tapes/${DEMO_TAPE_NAMES.asf}/loans`);
    const loans = await json<{ documents: { _id: string; loan_id: string }[] }>(page);
    const loan = loans.body.data.documents.find((l) => l.loan_id === demoLoanNumber('asf', 3))!;
    const transfer = {
      loanIdArr: [loan._id],
      userId: lender.userId,
      lenderId: lender.userId,
      investorId: investor.userId,
    };
    const { status, body } = await json(await lender.post('/transferLoanNew', transfer));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const again = await json(await lender.post('/transferLoanNew', transfer));
    expect(again.body.error).toBe('Loans already transferred');
  });
});
