import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../core/errors/messages';
import { senderHexId } from '../../../core/stipulations/stipulation';
import { aLoan, TAPE } from '../../../core/transfer/testing/trade-fixture';
import { verifyAuditChain } from '../audit/verify-audit-chain';
import { runWorker } from '../concurrency/run-worker';
import { kyselyStores } from '../stores';
import { testDatabases } from '../testing/test-databases';
import { RACE_NOW } from '../transfer/testing/trading-world';
import { kyselyUnitOfWork } from '../unit-of-work';
import { attemptCloses, type CloseOutcome, type Closer, FINAL_DOC } from './close-race';

// Both parties of a thread mark it resolved at once, twice each, through the real
// closeStipulation: on SQLite from two OS processes on one file, on PostgreSQL each closer on a
// pool of its own. Exactly one close wins; a firm that lost leaves no final reply behind.
const INVESTOR: Closer = { userId: 'investor-1', persona: 'investor' };
const FIRM: Closer = { userId: 'dd-1', persona: 'due_diligence' };
const CLOSERS = [INVESTOR, FIRM, FIRM, INVESTOR];
const WORKER = resolve(import.meta.dirname, 'close-race-worker.ts');

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'parties closing a thread on %s',
  (_n, backend) => {
    it('let exactly one close win; the others get "Stipulation already closed"', async () => {
      const database = await backend.open({ file: true });
      const uow = kyselyUnitOfWork(database.db, database.dialect, kyselyStores);
      await uow.run(async (s) => {
        await s.loans.insertMany([aLoan('loan-1')]);
        await s.blobUploads.recordUpload(FINAL_DOC, FIRM.userId, '2026-02-01T00:00:00.000Z');
        await s.stipulations.insert({
          id: 'stip-1',
          loanId: 'loan-1',
          tapeName: TAPE,
          stage: 'Due-Diligence',
          docInfo: 'Appraisal is unsigned',
          partyA: { userId: INVESTOR.userId, persona: 'investor', name: 'Blue Fund', agreeToClosed: false },
          partyB: {
            userId: FIRM.userId,
            persona: 'due_diligence',
            name: 'Clear Review',
            agreeToClosed: false,
          },
          messages: [
            {
              id: 'm-1',
              sender: INVESTOR.userId,
              senderName: 'Blue Fund',
              senderHexId: senderHexId(INVESTOR.userId),
              docName: 'Appraisal',
              message: 'Please send the signed appraisal',
              blobName: 'appraisal.pdf',
              timestamp: '2026-02-01T00:00:00.000Z',
            },
          ],
          closed: false,
          closedBy: null,
          closedAt: null,
          finalDocs: [],
          createdAt: '2026-02-01T00:00:00.000Z',
        });
      });

      // SQLite: half from an OS process of its own, half from this one on a connection of its own.
      const outcomes: CloseOutcome[] = (
        backend.name === 'sqlite'
          ? await Promise.all([
              runWorker<CloseOutcome[]>(WORKER, [
                database.url,
                'stip-1',
                JSON.stringify(CLOSERS.slice(0, 2)),
              ]),
              attemptCloses(database.url, 'stip-1', CLOSERS.slice(2)),
            ])
          : await Promise.all(CLOSERS.map((c) => attemptCloses(database.url, 'stip-1', [c])))
      ).flat();

      const [winner, ...more] = outcomes.filter((o) => o.ok);
      expect(more).toEqual([]);
      for (const o of outcomes.filter((o) => !o.ok)) {
        expect(o).toMatchObject({ code: 'STIPULATION.CLOSED', message: MESSAGES.stipulationAlreadyClosed });
      }
      const byFirm = winner?.userId === FIRM.userId;
      const thread = await uow.run((s) => s.stipulations.get('stip-1'));
      expect(thread).toMatchObject({
        closed: true,
        closedBy: winner?.userId,
        closedAt: RACE_NOW,
        finalDocs: byFirm ? [FINAL_DOC] : [],
        partyA: { agreeToClosed: !byFirm },
        partyB: { agreeToClosed: byFirm },
      });
      // The query, plus the winning firm's final reply; a losing firm's reply was rolled back.
      expect(thread?.messages.map((m) => m.sender)).toEqual(
        byFirm ? [INVESTOR.userId, FIRM.userId] : [INVESTOR.userId],
      );
      const events = await database.db.selectFrom('audit_log').select('type').execute();
      expect(events.filter((e) => e.type === 'stipulation.closed')).toHaveLength(1);
      expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true });
      const notices = await database.db
        .selectFrom('outbox')
        .select('recipient')
        .where('notification_type', '=', 'notifyStipulationClosed')
        .execute();
      expect(notices).toEqual([{ recipient: byFirm ? INVESTOR.userId : FIRM.userId }]);
    });
  },
);
