import type { ContactMessage, Lead } from './inbox';

/** Storage of contact messages and leads. */
export interface MarketingInbox {
  addContact(message: ContactMessage): Promise<void>;
  addLead(lead: Lead): Promise<void>;
  /** Contact messages newest first: `limit` of them after skipping `offset`, and how many there are. */
  contacts(offset: number, limit: number): Promise<{ items: ContactMessage[]; total: number }>;
  /** Leads newest first, paged the same way. */
  leads(offset: number, limit: number): Promise<{ items: Lead[]; total: number }>;
}
