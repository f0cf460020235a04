import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { patchStores } from '../testing/patch-stores';
import { DD_FIRM, INVESTOR, LENDER } from '../transfer/testing/trade-fixture';
import { closeStipulation } from './close-stipulation';
import { openStipulation } from './open-stipulation';
import { replyToStipulation } from './reply-stipulation';
import { STIPULATION_MESSAGES } from './stipulations.errors';
import { FILES, query, type ThreadWorld, threadWorld } from './testing/thread-world';

describe('closing a stipulation', () => {
  let f: ThreadWorld['f'];
  let open: ThreadWorld['open'];
  beforeEach(async () => {
    ({ f, open } = await threadWorld());
  });
  it('closes for both on one party\u2019s resolve, and refuses replies and closes afterwards', async () => {
    const stip = await open();
    const closed = await closeStipulation(f.deps, INVESTOR, { stipulationId: stip.id });
    expect(closed.ok && closed.value).toMatchObject({
      closed: true,
      closedBy: INVESTOR.userId,
      partyA: { agreeToClosed: true },
      partyB: { agreeToClosed: false },
    });
    for (const actor of [INVESTOR, DD_FIRM]) {
      const again = await closeStipulation(f.deps, actor, { stipulationId: stip.id, finalDocs: ['x'] });
      expect(!again.ok && again.error).toMatchObject({
        kind: 'conflict',
        message: MESSAGES.stipulationAlreadyClosed,
      });
      const late = await replyToStipulation(f.deps, actor, {
        stipulationId: stip.id,
        message: 'm',
        docName: 'd',
        blobName: 'b',
      });
      expect(!late.ok && late.error.message).toBe(MESSAGES.stipulationAlreadyClosed);
    }
  });

  it('takes no query, reply or resolve from a user without a loan persona (capability table)', async () => {
    const stip = await open();
    const lapsed = { ...LENDER, persona: null };
    const tries = [
      await openStipulation(f.deps, lapsed, query({ partyB: INVESTOR.userId })),
      await replyToStipulation(f.deps, lapsed, {
        stipulationId: stip.id,
        message: 'm',
        docName: 'd',
        blobName: 'b',
      }),
      await closeStipulation(f.deps, lapsed, { stipulationId: stip.id }),
    ];
    for (const r of tries) {
      expect(r).toMatchObject({ ok: false, error: { kind: 'forbidden', code: 'PERMISSION.NO_PERSONA' } });
    }
    expect(f.audit().filter((e) => e.actorId === LENDER.userId)).toEqual([]);
  });

  it('requires final documents from the firm, then sends a final reply and closes', async () => {
    const stip = await open();
    const bare = await closeStipulation(f.deps, DD_FIRM, { stipulationId: stip.id, finalDocs: [' '] });
    expect(!bare.ok && bare.error).toMatchObject({
      kind: 'invalid',
      message: STIPULATION_MESSAGES.finalDocsRequired,
    });
    const r = await closeStipulation(f.deps, DD_FIRM, {
      stipulationId: stip.id,
      finalDocs: [FILES.asf, FILES.report],
    });
    expect(r.ok && r.value).toMatchObject({
      closed: true,
      closedBy: DD_FIRM.userId,
      finalDocs: [FILES.asf, FILES.report],
    });
    expect(r.ok && r.value.messages.at(-1)).toMatchObject({
      sender: DD_FIRM.userId,
      message: STIPULATION_MESSAGES.finalReply,
      blobName: null,
    });
    expect(f.audit().map((e) => e.type)).toEqual([
      'stipulation.opened',
      'stipulation.resolved',
      'stipulation.closed',
    ]);
  });

  it('tells the lender to transfer the loans when the investor closes and queries remain on the tape', async () => {
    const first = await open();
    await open(INVESTOR, { loanId: 'loan-2' });
    await closeStipulation(f.deps, INVESTOR, { stipulationId: first.id });
    expect(f.notifications(LENDER.userId)).toMatchObject([
      { notificationType: 'notifyToTransferLoans', data: { tapeName: 'Tape A', loanId: 'loan-1' } },
    ]);
  });

  it('tells the lender to transfer the tape when the investor closes its last query', async () => {
    const stip = await open();
    await closeStipulation(f.deps, INVESTOR, { stipulationId: stip.id });
    expect(f.notifications(LENDER.userId)).toMatchObject([
      { notificationType: 'notifyTransferTape', data: { tapeName: 'Tape A', action: 'transferTape' } },
    ]);
  });

  it('does not notify the lender when the firm closes', async () => {
    const stip = await open();
    await closeStipulation(f.deps, DD_FIRM, { stipulationId: stip.id, finalDocs: [FILES.asf] });
    expect(f.notifications(LENDER.userId)).toEqual([]);
  });

  it('gives the slower of two parties resolving at once "Stipulation already closed", with nothing written', async () => {
    const stip = await open();
    // Both read the thread open; the firm's close commits first.
    const stale = await f.read().stipulations.get(stip.id);
    await closeStipulation(f.deps, DD_FIRM, { stipulationId: stip.id, finalDocs: [FILES.asf] });
    const racing = patchStores(f.deps, (s) => ({
      stipulations: { ...s.stipulations, get: async () => stale },
    }));
    const auditBefore = f.audit().length;
    const r = await closeStipulation(racing, INVESTOR, { stipulationId: stip.id });
    expect(!r.ok && r.error).toMatchObject({ kind: 'conflict', message: MESSAGES.stipulationAlreadyClosed });
    expect(f.audit()).toHaveLength(auditBefore);
    expect((await f.read().stipulations.get(stip.id))?.closedBy).toBe(DD_FIRM.userId);
  });
});
