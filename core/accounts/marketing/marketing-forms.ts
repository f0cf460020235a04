/**
 * The marketing site's two forms (spec §7 POST contact-us, POST lead; §5 rules; §8 'Sent
 * Successfully', 'Thanks you for your interest in the {product} platform'). Visitors may send
 * them without logging in; a signed-in sender is remembered. The lead answer carries the chosen
 * option so the page can open it (spec §4: after 1.5 s, in a new tab). Only the platform admin
 * lists what was sent.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { validate } from '../../validation/field-kit';
import { contactForm, leadForm } from '../../validation/marketing-forms';
import { type AccountActor, type DepsOf, isPlatformAdmin } from '../account-deps';
import type { AccountStores } from '../account-stores';
import { type ContactMessage, INBOX_PAGE_SIZE, type InboxPage, type Lead } from './inbox';
import { MarketingErrors } from './marketing.errors';

type Deps = DepsOf<'marketing'>;
type Done<T> = Promise<Result<T, DomainError>>;

/** Stores a contact message → 'Sent Successfully'. `actor` is null for a visitor. */
export async function sendContactMessage(
  deps: Deps,
  actor: AccountActor | null,
  input: unknown,
): Done<{ message: string }> {
  const parsed = validate(contactForm, input, 'CONTACT.INVALID');
  if (!parsed.ok) return parsed;
  return transact(deps.uow, async (s) => {
    const message: ContactMessage = {
      ...parsed.value,
      id: deps.ids.next(),
      userId: actor?.userId ?? null,
      createdAt: deps.clock.now().toISOString(),
    };
    await s.marketing.addContact(message);
    return ok({ message: MESSAGES.sentSuccessfully });
  });
}

/**
 * Stores a lead → 'Thanks you for your interest in the {product} platform' and the option to
 * open. `product` is the platform's name, from configuration.
 */
export async function sendLead(
  deps: Deps & { readonly productName: string },
  actor: AccountActor | null,
  input: unknown,
): Done<{ message: string; option: Lead['option'] }> {
  const parsed = validate(leadForm, input, 'LEAD.INVALID');
  if (!parsed.ok) return parsed;
  return transact(deps.uow, async (s) => {
    const lead: Lead = {
      ...parsed.value,
      id: deps.ids.next(),
      userId: actor?.userId ?? null,
      createdAt: deps.clock.now().toISOString(),
    };
    await s.marketing.addLead(lead);
    return ok({ message: MESSAGES.thanksForInterest(deps.productName), option: lead.option });
  });
}

const pageSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

async function listPage<T>(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
  read: (s: Pick<AccountStores, 'marketing'>, offset: number) => Promise<{ items: T[]; total: number }>,
): Done<InboxPage<T>> {
  if (!isPlatformAdmin(actor)) return err(MarketingErrors.notPlatformAdmin());
  const parsed = validate(pageSchema, input ?? {}, 'INBOX.INVALID');
  if (!parsed.ok) return parsed;
  const page = parsed.value.page;
  const { items, total } = await deps.uow.run((s) => read(s, (page - 1) * INBOX_PAGE_SIZE));
  return ok({ items, page, pageSize: INBOX_PAGE_SIZE, total });
}

/** Contact messages, newest first, one page (platform admin only). */
export function listContactMessages(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<InboxPage<ContactMessage>> {
  return listPage(deps, actor, input, (s, offset) => s.marketing.contacts(offset, INBOX_PAGE_SIZE));
}

/** Leads, newest first, one page (platform admin only). */
export function listLeads(deps: Deps, actor: AccountActor, input: unknown): Done<InboxPage<Lead>> {
  return listPage(deps, actor, input, (s, offset) => s.marketing.leads(offset, INBOX_PAGE_SIZE));
}
