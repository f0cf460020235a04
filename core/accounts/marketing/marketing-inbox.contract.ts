/**
 * The behaviour every `MarketingInbox` must have (fake, SQLite, PostgreSQL): stored as sent,
 * paged newest first. User `u-1` (a signed-in sender) is seeded first.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountStoreHarness, contractUser } from '../account-store-harness';
import type { AccountStores } from '../account-stores';
import type { ContactMessage, Lead } from './inbox';

type Stores = Pick<AccountStores, 'marketing'>;
const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const contact = (id: string, minute: number): ContactMessage => ({
  id,
  userId: null,
  name: 'Priya',
  mobile: '+91 98450 12345',
  details: undefined,
  email: 'priya@example.test',
  knowThrough: 'Search Engine',
  createdAt: at(minute),
});
const lead = (id: string, minute: number): Lead => ({
  id,
  userId: 'u-1',
  name: undefined,
  mobile: undefined,
  details: 'Send the litepaper',
  email: 'lead@example.test',
  option: 'pdf',
  createdAt: at(minute),
});

export function describeMarketingInboxContract(
  name: string,
  make: () => Promise<AccountStoreHarness<Stores>>,
) {
  describe(`MarketingInbox contract: ${name}`, () => {
    let h: AccountStoreHarness<Stores>;
    const run = <T>(work: (s: Stores) => Promise<T>) => h.uow.run(work);
    beforeEach(async () => {
      h = await make();
      await h.seedUsers([contractUser('u-1', 1)]);
    });
    afterEach(() => h.close());

    it('pages contact messages newest first with the total', async () => {
      await run(async (s) => {
        for (let i = 1; i <= 5; i++) await s.marketing.addContact(contact(`c-${i}`, i));
      });
      expect(await run((s) => s.marketing.contacts(0, 2))).toEqual({
        items: [contact('c-5', 5), contact('c-4', 4)],
        total: 5,
      });
      expect((await run((s) => s.marketing.contacts(4, 2))).items.map((c) => c.id)).toEqual(['c-1']);
      expect(await run((s) => s.marketing.contacts(10, 2))).toEqual({ items: [], total: 5 });
    });

    it('keeps leads apart from contact messages', async () => {
      await run((s) => s.marketing.addLead(lead('l-1', 1)));
      expect(await run((s) => s.marketing.leads(0, 20))).toEqual({ items: [lead('l-1', 1)], total: 1 });
      expect(await run((s) => s.marketing.contacts(0, 20))).toEqual({ items: [], total: 0 });
    });
  });
}
