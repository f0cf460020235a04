/**
 * What the marketing site's forms left (spec §3 contact form: name, mobile, details, email,
 * knowThrough; lead form: name, mobile, details, email, option), as the platform admin reads
 * them, one page at a time.
 */
import { z } from '@hono/zod-openapi';
import type { ContactMessage, InboxPage, Lead } from '../../../../core/accounts/marketing/inbox';

const common = {
  _id: z.string(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  details: z.string().nullable(),
  email: z.string().nullable(),
  user_id: z.string().nullable().openapi({ description: 'The signed-in sender; null for a visitor.' }),
  createdAt: z.string(),
};

export const ContactMessageSchema = z
  .object({ ...common, knowThrough: z.string() })
  .openapi('ContactMessage');
export const LeadSchema = z.object({ ...common, option: z.string() }).openapi('Lead');

/** `{success, data, page, pageSize, total}` of a paged list, newest first. */
export function pageSchema(name: string, item: z.ZodType) {
  return z
    .object({
      success: z.literal(true),
      data: z.array(item),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
    })
    .openapi(name);
}

const base = (m: ContactMessage | Lead) => ({
  _id: m.id,
  name: m.name ?? null,
  mobile: m.mobile ?? null,
  details: m.details ?? null,
  email: m.email ?? null,
  user_id: m.userId,
  createdAt: m.createdAt,
});

export const contactDto = (m: ContactMessage): z.input<typeof ContactMessageSchema> => ({
  ...base(m),
  knowThrough: m.knowThrough,
});

export const leadDto = (l: Lead): z.input<typeof LeadSchema> => ({ ...base(l), option: l.option });

export function pageDto<T, D>(page: InboxPage<T>, dto: (item: T) => D) {
  return {
    success: true as const,
    data: page.items.map(dto),
    page: page.page,
    pageSize: page.pageSize,
    total: page.total,
  };
}
