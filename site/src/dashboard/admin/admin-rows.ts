/**
 * What the admin console makes of the server's answers: the inbox's pages (the server pages by
 * 20, the kit's table by 6–25), the route-flags form and the body it sends
 * (spec §6 default-user flag and persona check; a flag left out keeps its value), and the rows
 * of the roles view.
 */
import { z } from 'zod';
import { CONTEXT_TEXT } from '../../../../core/accounts/contexts/contexts.errors';
import { MESSAGES } from '../../../../core/errors/messages';
import { requiredText } from '../../../../core/validation/field-kit';
import type { components } from '../../../../widgets/api/schema.gen';

export type PendingBusiness = components['schemas']['Business'];
export type PendingEcosystem = components['schemas']['RegisteredEcosystem'];
export type PendingPersona = components['schemas']['Persona'];
export type RewardToDecide = components['schemas']['Reward'];
export type ContactMessage = components['schemas']['ContactMessage'];
export type Lead = components['schemas']['Lead'];
export type RolesView = components['schemas']['RolesAndPermissions'];

/** Which server pages hold one page of the table, and how many of their rows come before it. */
export interface InboxWindow {
  readonly serverPages: readonly number[];
  readonly skip: number;
}

/**
 * The server pages (1-based) that cover table page `page` of `pageSize` rows, when the server
 * answers `serverPageSize` rows a page.
 * @example inboxWindow(3, 10, 20) // { serverPages: [2], skip: 0 } — rows 21–30
 */
export function inboxWindow(page: number, pageSize: number, serverPageSize: number): InboxWindow {
  const start = (page - 1) * pageSize;
  const first = Math.floor(start / serverPageSize) + 1;
  const last = Math.floor((start + pageSize - 1) / serverPageSize) + 1;
  const serverPages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return { serverPages, skip: start - (first - 1) * serverPageSize };
}

/** The table page's rows out of the server pages `inboxWindow` named (in their order) and its `skip`. */
export function windowRows<T>(pages: readonly (readonly T[])[], skip: number, pageSize: number): T[] {
  return pages.flat().slice(skip, skip + pageSize);
}

const choice = z.enum(['keep', 'on', 'off']);
export type FlagChoice = z.infer<typeof choice>;

/** The route-flags form: whose flags, and for each flag keep, on or off. */
export const routeFlagsForm = z
  .object({ user_id: requiredText(MESSAGES.pleaseFillRequired), default_user: choice, persona_check: choice })
  .refine((v) => v.default_user !== 'keep' || v.persona_check !== 'keep', {
    path: ['default_user'],
    error: CONTEXT_TEXT.noRouteSetting,
  });

export type RouteFlagsFormValues = z.infer<typeof routeFlagsForm>;

const asFlag = (c: FlagChoice): boolean | undefined => (c === 'keep' ? undefined : c === 'on');

/** The body of PUT /admin/users/routeConfig: only the flags the admin changes. */
export function routeFlagsBody(values: RouteFlagsFormValues): {
  user_id: string;
  default_user?: boolean;
  persona_check?: boolean;
} {
  const defaultUser = asFlag(values.default_user);
  const personaCheck = asFlag(values.persona_check);
  return {
    user_id: values.user_id,
    ...(defaultUser === undefined ? {} : { default_user: defaultUser }),
    ...(personaCheck === undefined ? {} : { persona_check: personaCheck }),
  };
}

/** One row of the token-roles table. */
export interface RoleRow {
  readonly role: string;
  readonly menu: string;
  readonly adminOrSeller: boolean;
  /** The read-only pages of the role's default route configuration, by their menu label. */
  readonly readOnlyPages: readonly string[];
}

/** The token-roles table: each role's read-only routes named as its menu names them. */
export function roleRows(view: RolesView): RoleRow[] {
  return view.roles.map((r) => {
    const label = (path: string) => r.routeConfig.navLinks.find((l) => l.path === path)?.label ?? path;
    return {
      role: r.role,
      menu: r.menu,
      adminOrSeller: r.admin_or_seller,
      readOnlyPages: r.routeConfig.routes.filter((x) => x.readOnly).map((x) => label(x.path)),
    };
  });
}
