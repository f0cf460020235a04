import type { MemoryDb } from '../../testing/memory-db';
import type { ContactMessage, Lead } from './inbox';
import type { MarketingInbox } from './marketing-inbox';

const newestFirst = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** In-memory `MarketingInbox`. */
export function memoryMarketingInbox(db: MemoryDb): MarketingInbox {
  const contacts = db.table<ContactMessage>('contact_messages');
  const leads = db.table<Lead>('leads');
  const page = <T extends { createdAt: string; id: string }>(rows: T[], offset: number, limit: number) => ({
    items: rows.sort(newestFirst).slice(offset, offset + limit),
    total: rows.length,
  });
  return {
    async addContact(message) {
      contacts.put(message.id, message);
    },
    async addLead(lead) {
      leads.put(lead.id, lead);
    },
    async contacts(offset, limit) {
      return page(contacts.all(), offset, limit);
    },
    async leads(offset, limit) {
      return page(leads.all(), offset, limit);
    },
  };
}
