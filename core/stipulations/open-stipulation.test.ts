import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { DD_FIRM, DD_FIRM2, INVESTOR, INVESTOR2, LENDER, RATING } from '../transfer/testing/trade-fixture';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { closeStipulation } from './close-stipulation';
import { type OpenStipulationInput, openStipulation } from './open-stipulation';
import { senderHexId } from './stipulation';
import { FILES, query, type ThreadWorld, threadWorld } from './testing/thread-world';

describe('opening a stipulation', () => {
  let f: ThreadWorld['f'];
  let open: ThreadWorld['open'];
  beforeEach(async () => {
    ({ f, open } = await threadWorld());
  });
  it('opens a thread between the investor and its firm, with the sender taken from the actor', async () => {
    const stip = await open(INVESTOR, { docName: 'Appraisal' });
    expect(stip).toMatchObject({
      loanId: 'loan-1',
      tapeName: 'Tape A',
      stage: 'Due-Diligence',
      closed: false,
      partyA: { userId: INVESTOR.userId, persona: 'investor', name: INVESTOR.name, agreeToClosed: false },
      partyB: {
        userId: DD_FIRM.userId,
        persona: 'due_diligence',
        name: DD_FIRM.name,
        agreeToClosed: false,
      },
    });
    expect(stip.messages).toEqual([
      {
        id: expect.any(String),
        sender: INVESTOR.userId,
        senderName: INVESTOR.name,
        senderHexId: senderHexId(INVESTOR.userId),
        docName: 'Appraisal',
        message: 'Please send the signed appraisal',
        blobName: FILES.appraisal,
        timestamp: '2026-01-15T12:00:00.000Z',
      },
    ]);
    expect(f.audit().map((e) => e.type)).toEqual(['stipulation.opened']);
    expect(f.notifications(DD_FIRM.userId)).toMatchObject([
      { notificationType: 'notifyStipulation', data: { tapeName: 'Tape A' } },
    ]);
  });

  it("lets a firm raise a query without stage or second party: it goes to the loan's owner, who answers it", async () => {
    const stip = await open(DD_FIRM, { stage: undefined, partyB: undefined });
    expect(stip.partyB).toMatchObject({ userId: LENDER.userId, persona: 'lender' });
    expect(stip.stage).toBe('Due-Diligence');
    expect(f.notifications(LENDER.userId)).toMatchObject([{ notificationType: 'notifyStipulation' }]);
  });

  it('lets the owner raise a query with the firm, and the firm name the owner explicitly', async () => {
    expect((await open(LENDER)).partyB.userId).toBe(DD_FIRM.userId);
    expect((await open(DD_FIRM, { partyB: LENDER.userId, loanId: 'loan-2' })).partyB.userId).toBe(
      LENDER.userId,
    );
  });

  it('asks for the required fields with the spec messages', async () => {
    const cases: [Partial<OpenStipulationInput>, string][] = [
      [{ docInfo: '' }, M.selectRequiredField],
      [{ message: ' ' }, M.selectRequiredField],
      [{ stage: undefined }, M.selectRequiredField],
      [{ stage: 'Closing' }, M.selectRequiredField],
      [{ partyB: '' }, M.selectRequiredField],
      [{ blobName: '' }, M.selectFileToUpload],
    ];
    for (const [over, message] of cases) {
      const r = await openStipulation(f.deps, INVESTOR, query(over));
      expect(!r.ok && r.error).toMatchObject({ kind: 'invalid', message });
    }
  });

  it('refuses outsiders, rating agencies and second parties outside the due diligence', async () => {
    for (const actor of [INVESTOR2, RATING, DD_FIRM2]) {
      const r = await openStipulation(f.deps, actor, query({ partyB: LENDER.userId }));
      expect(!r.ok && r.error).toMatchObject({ kind: 'forbidden', code: 'STIPULATION.NOT_A_PARTY' });
    }
    const r = await openStipulation(f.deps, INVESTOR, query({ partyB: INVESTOR2.userId }));
    expect(!r.ok && r.error).toMatchObject({ kind: 'forbidden', code: 'STIPULATION.SECOND_PARTY' });
  });

  it('refuses a loan that does not exist', async () => {
    const r = await openStipulation(f.deps, INVESTOR, query({ loanId: 'nope' }));
    expect(!r.ok && r.error).toMatchObject({ kind: 'not_found' });
  });

  it('blocks a new query once the pair resolved the stage, but not for another loan or pair', async () => {
    const stip = await open();
    await closeStipulation(f.deps, INVESTOR, { stipulationId: stip.id });
    const again = await openStipulation(f.deps, DD_FIRM, query({ partyB: INVESTOR.userId }));
    expect(!again.ok && again.error).toMatchObject({
      kind: 'rule_violation',
      message: MESSAGES.queryResolvedForStage,
    });
    await open(INVESTOR, { loanId: 'loan-2' });
    await open(INVESTOR, { partyB: LENDER.userId });
  });
});
