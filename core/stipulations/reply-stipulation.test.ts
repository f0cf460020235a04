import { beforeEach, describe, expect, it } from 'vitest';
import { DD_FIRM, DD_FIRM2, INVESTOR, INVESTOR2, LENDER } from '../transfer/testing/trade-fixture';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { replyToStipulation } from './reply-stipulation';
import { FILES, type ThreadWorld, threadWorld } from './testing/thread-world';
import { getStipulation } from './view-stipulations';

describe('replying to a stipulation', () => {
  let f: ThreadWorld['f'];
  let open: ThreadWorld['open'];
  beforeEach(async () => {
    ({ f, open } = await threadWorld());
  });
  const reply = (id: string, actor = DD_FIRM, over = {}) =>
    replyToStipulation(f.deps, actor, {
      stipulationId: id,
      message: 'Attached',
      docName: 'Signed appraisal',
      blobName: FILES.signed,
      ...over,
    });

  it('adds the reply of either party and tells the other one', async () => {
    const stip = await open();
    const r = await reply(stip.id);
    expect(r.ok && r.value.messages.map((m) => [m.sender, m.docName])).toEqual([
      [INVESTOR.userId, 'Appraisal is unsigned'],
      [DD_FIRM.userId, 'Signed appraisal'],
    ]);
    expect(f.notifications(INVESTOR.userId).map((n) => n.notificationType)).toEqual([
      'notifyStipulationReply',
    ]);
    expect(f.audit().map((e) => e.type)).toEqual(['stipulation.opened', 'stipulation.replied']);
  });

  it('asks for document name, message and file with the spec messages', async () => {
    const stip = await open();
    const expectations: [object, string][] = [
      [{ docName: '' }, M.documentNameRequired],
      [{ message: '' }, M.textareaRequired],
      [{ blobName: '' }, M.uploadValidFile],
    ];
    for (const [over, message] of expectations) {
      const r = await reply(stip.id, DD_FIRM, over);
      expect(!r.ok && r.error).toMatchObject({ kind: 'invalid', message });
    }
  });

  it('answers "not found" to anyone outside the thread, never its content', async () => {
    const stip = await open();
    for (const actor of [LENDER, INVESTOR2, DD_FIRM2]) {
      const r = await reply(stip.id, actor);
      expect(!r.ok && r.error).toMatchObject({ kind: 'not_found', code: 'STIPULATION.NOT_FOUND' });
      const read = await getStipulation(f.deps, actor, { stipulationId: stip.id });
      expect(!read.ok && read.error.kind).toBe('not_found');
    }
  });
});
