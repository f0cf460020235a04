import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreHarness } from '../testing/store-harness';
import type { AuditLog, TradeEvent } from './audit-log';

/** A harness that can also read back the committed events in log order. */
export interface AuditLogHarness extends StoreHarness<{ readonly audit: AuditLog }> {
  events(): Promise<TradeEvent[]>;
}

const event = (n: number, data: TradeEvent['data'] = {}): TradeEvent => ({
  type: 'bid.placed',
  actorId: `investor-${n}`,
  subjectId: 'bid-1',
  at: `2026-01-15T12:00:${String(n % 60).padStart(2, '0')}.000Z`,
  data,
});

/** The behaviour every `AuditLog` must have: append-only, in order, only committed events. */
export function describeAuditLogContract(name: string, make: () => Promise<AuditLogHarness>) {
  describe(`AuditLog contract: ${name}`, () => {
    let h: AuditLogHarness;
    beforeEach(async () => {
      h = await make();
    });
    afterEach(async () => {
      await h.close();
    });

    it('keeps events in the order they were appended, with their data intact', async () => {
      const data = {
        amountCents: 9_007_199_254_740_991,
        loans: ['a', 'b'],
        note: null,
        won: true,
        tape: 'Tape — ✓',
      };
      const events = [event(1, data), { ...event(2), type: 'bid.awarded' as const }, event(3)];
      await h.uow.run(async (s) => {
        for (const e of events.slice(0, 2)) await s.audit.append(e);
      });
      await h.uow.run((s) => s.audit.append(events[2]!));
      expect(await h.events()).toEqual(events);
    });

    it('appends a batch in order, after what came before and before what comes after', async () => {
      const events = Array.from({ length: 7 }, (_, i) => event(i + 1, { n: i + 1 }));
      await h.uow.run((s) => s.audit.append(events[0]!));
      await h.uow.run((s) => s.audit.appendMany(events.slice(1, 6)));
      await h.uow.run((s) => s.audit.appendMany([]));
      await h.uow.run((s) => s.audit.append(events[6]!));
      expect(await h.events()).toEqual(events);
    });

    it('drops the events of a failed transaction', async () => {
      await h.uow.run((s) => s.audit.append(event(1)));
      await expect(
        h.uow.run(async (s) => {
          await s.audit.append(event(2));
          throw new Error('the trade failed');
        }),
      ).rejects.toThrow('the trade failed');
      await h.uow.run((s) => s.audit.append(event(3)));
      expect(await h.events()).toEqual([event(1), event(3)]);
    });

    it('records every event of concurrent transactions exactly once', async () => {
      await Promise.all(Array.from({ length: 20 }, (_, i) => h.uow.run((s) => s.audit.append(event(i)))));
      const actors = (await h.events()).map((e) => e.actorId).sort();
      expect(actors).toEqual(Array.from({ length: 20 }, (_, i) => `investor-${i}`).sort());
    });
  });
}
