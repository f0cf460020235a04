/**
 * What the marketing site's forms leave for the platform team (spec §3 contact form: name,
 * mobile, details, email, knowThrough; lead form: name, mobile, details, email, option).
 * Both are kept as submitted (after the §5 checks) and only the platform admin reads them.
 */
import type { ContactRequest, LeadRequest } from '../../validation/marketing-forms';

export interface ContactMessage extends ContactRequest {
  readonly id: string;
  /** The signed-in person who sent it, or null for a visitor. */
  readonly userId: string | null;
  /** ISO instant. */
  readonly createdAt: string;
}

export interface Lead extends LeadRequest {
  readonly id: string;
  readonly userId: string | null;
  /** ISO instant. */
  readonly createdAt: string;
}

/** The admin's paged lists: newest first, this many per page (ours; spec §9 leaves it open). */
export const INBOX_PAGE_SIZE = 20;

export interface InboxPage<T> {
  readonly items: readonly T[];
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}
