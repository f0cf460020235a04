import type { Kysely, Selectable } from 'kysely';
import type { ContactMessage, Lead } from '../../../core/accounts/marketing/inbox';
import type { MarketingInbox } from '../../../core/accounts/marketing/marketing-inbox';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';

/** Optional form fields: absent in the domain, NULL in the row. */
const absent = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

function rowToContact(r: Selectable<Database['contact_messages']>): ContactMessage {
  return {
    id: r.id,
    userId: r.user_id,
    name: r.name,
    mobile: absent(r.mobile),
    details: absent(r.details),
    email: r.email,
    knowThrough: r.know_through as ContactMessage['knowThrough'],
    createdAt: r.created_at,
  };
}

function rowToLead(r: Selectable<Database['leads']>): Lead {
  return {
    id: r.id,
    userId: r.user_id,
    name: absent(r.name),
    mobile: absent(r.mobile),
    details: absent(r.details),
    email: absent(r.email),
    option: r.lead_option as Lead['option'],
    createdAt: r.created_at,
  };
}

/** `MarketingInbox` on Kysely: contact messages and leads kept as sent, paged newest first. */
export function kyselyMarketingInbox(db: Kysely<Database>, dialect: DialectName): MarketingInbox {
  const newestFirst = byCodePoint('id', dialect);
  const total = async (table: 'contact_messages' | 'leads') => {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  return {
    async addContact(m) {
      await db
        .insertInto('contact_messages')
        .values({
          id: m.id,
          user_id: m.userId,
          name: m.name,
          mobile: m.mobile ?? null,
          details: m.details ?? null,
          email: m.email,
          know_through: m.knowThrough,
          created_at: m.createdAt,
        })
        .execute();
    },
    async addLead(l) {
      await db
        .insertInto('leads')
        .values({
          id: l.id,
          user_id: l.userId,
          name: l.name ?? null,
          mobile: l.mobile ?? null,
          details: l.details ?? null,
          email: l.email ?? null,
          lead_option: l.option,
          created_at: l.createdAt,
        })
        .execute();
    },
    async contacts(offset, limit) {
      const rows = await db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy(newestFirst, 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { items: rows.map(rowToContact), total: await total('contact_messages') };
    },
    async leads(offset, limit) {
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy(newestFirst, 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { items: rows.map(rowToLead), total: await total('leads') };
    },
  };
}
