/**
 * What /dashboard/business shows, from the server's answers: which business the session acts
 * for (spec §3 session token login_mode), what the caller may do there (spec §6: only the
 * business admin changes a business; on a read-only page nothing is offered), the member and
 * invitation rows, and a member's pages as a table of read-only switches (spec §3 route
 * configuration navLinks and routes).
 */
import { formatDate } from '../../../../core/format/dates';
import type { components } from '../../../../widgets/api/schema.gen';
import { BUSINESS_TEXT, ROLE_LABELS } from './business-text';

type Schemas = components['schemas'];
export type BusinessRole = keyof typeof ROLE_LABELS;
export type RouteConfig = Schemas['RouteConfig'];

/** The business the session's login mode acts for, or null in the personal context. */
export function businessInContext(
  loginMode: { readonly is_business: boolean; readonly business_id?: string | null } | undefined,
): string | null {
  return loginMode?.is_business && loginMode.business_id ? loginMode.business_id : null;
}

/** What the caller may do on the business page. */
export interface BusinessAbilities {
  /** Change the business's details (PUT /businesses). */
  readonly edit: boolean;
  /** Invite members and set their pages (admins only, server-checked). */
  readonly manage: boolean;
  /** Why actions are missing, for the sentence the page shows; null when every action is open. */
  readonly reason: 'read-only' | 'not-admin' | null;
}

/** spec §6: read-only pages disable every action; only a business admin manages the business. */
export function businessAbilities(role: string | null | undefined, readOnly: boolean): BusinessAbilities {
  if (readOnly) return { edit: false, manage: false, reason: 'read-only' };
  const admin = role === 'BUSINESSADMIN';
  return { edit: admin, manage: admin, reason: admin ? null : 'not-admin' };
}

/** A role as people read it; an unknown one as the server spelled it. */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role as BusinessRole] ?? role;
}

/** One row of the members table. */
export interface MemberRow {
  readonly userId: string;
  readonly name: string;
  readonly role: string;
  readonly since: string;
  /** The signed-in person's own row (no pages button: an admin does not restrict themselves). */
  readonly isYou: boolean;
}

/** The members as rows, oldest first as the server sends them; blank names fall back to 'Member'. */
export function memberRows(
  members: readonly Schemas['BusinessMember'][],
  callerId: string | null,
): MemberRow[] {
  return members.map((m) => {
    const name = [m.firstname, m.lastname]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' ');
    return {
      userId: m.user_id,
      name: name || BUSINESS_TEXT.member,
      role: roleLabel(m.role),
      since: formatDate(m.createdAt),
      isYou: m.user_id === callerId,
    };
  });
}

/** One row of the open invitations. */
export interface InvitationRow {
  readonly id: string;
  readonly email: string;
  readonly role: string;
  readonly sent: string;
}

/** The open invitations as rows; answered ones are left out whatever the server sends. */
export function invitationRows(
  invitations: readonly { _id: string; email: string; role: string; status: string; createdAt: string }[],
): InvitationRow[] {
  return invitations
    .filter((i) => i.status === 'pending')
    .map((i) => ({ id: i._id, email: i.email, role: roleLabel(i.role), sent: formatDate(i.createdAt) }));
}

/** One page of a member's menu with its read-only switch. */
export interface RouteRow {
  readonly path: string;
  readonly label: string;
  readonly readOnly: boolean;
}

/**
 * The member's menu, in its order, each link with the read-only flag of its route (a link
 * with no route entry is writable, as `isReadOnly` reads it).
 */
export function routeRows(config: RouteConfig): RouteRow[] {
  const flags = new Map(config.routes.map((r) => [r.path, r.readOnly]));
  return config.navLinks.map((l) => ({ path: l.path, label: l.label, readOnly: flags.get(l.path) ?? false }));
}

/** The rows with one page's switch set. */
export function withReadOnly(rows: readonly RouteRow[], path: string, readOnly: boolean): RouteRow[] {
  return rows.map((r) => (r.path === path ? { ...r, readOnly } : r));
}

/** The body's `read_only_paths` of PUT /businesses/members/routeConfig: the switched-on pages. */
export function readOnlyPaths(rows: readonly RouteRow[]): string[] {
  return rows.filter((r) => r.readOnly).map((r) => r.path);
}
