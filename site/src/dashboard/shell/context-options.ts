/**
 * Which contexts the context switcher offers (spec §4 "Role context", §6 contexts): personal
 * (`is_business: false`), each business the person belongs to (`is_business: true, business_id`)
 * and each ecosystem they run or one of their businesses takes part in (`eco_id`), from
 * `GET /users/contexts`; and which of them the session acts in now (its `login_mode`). Each
 * option carries the body `POST /auth/loginmode` switches with.
 */
import type { SessionUser } from '../../../../widgets/api';
import type { paths } from '../../../../widgets/api/schema.gen';

/** The answer of GET /users/contexts. */
export type ContextsAnswer = paths['/users/contexts']['get']['responses'][200]['content']['application/json'];
/** The body of POST /auth/loginmode. */
export type LoginModeBody = NonNullable<
  paths['/auth/loginmode']['post']['requestBody']
>['content']['application/json'];

export type ContextKind = 'personal' | 'business' | 'ecosystem';

export interface ContextOption {
  /** Stable key: 'personal', 'business:<id>', 'ecosystem:<id>'. */
  readonly id: string;
  readonly kind: ContextKind;
  /** What the person acts as: 'Personal', the business's or the ecosystem's name. */
  readonly name: string;
  /** The line under the name: the role in the business, the ecosystem's address. */
  readonly detail: string;
  readonly request: LoginModeBody;
  readonly current: boolean;
}

export const CONTEXT_TEXT = {
  personal: 'Personal',
  personalDetail: 'Your own account',
  business: 'Business',
  ecosystem: 'Ecosystem',
  runs: 'you run it',
  role: {
    BUSINESSADMIN: 'Business admin',
    BUSINESSUSER: 'Business user',
    BUSINESSSELLER: 'Business seller',
  },
  actingAsPrefix: 'Acting as',
  loading: 'Loading your contexts…',
  current: 'current',
  switched: (name: string) => `You are now acting as ${name}`,
} as const;

type LoginMode = SessionUser['login_mode'];

/** The key of the context a login mode stands for (a business wins over its ecosystem). */
export function contextIdOf(mode: LoginMode): string {
  if (mode.is_business && mode.business_id) return `business:${mode.business_id}`;
  if (mode.eid) return `ecosystem:${mode.eid}`;
  return 'personal';
}

/**
 * The contexts to offer, personal first, then businesses (oldest membership first), then
 * ecosystems; exactly one is current when the session's context is among them.
 */
export function offeredContexts(answer: ContextsAnswer | null | undefined, mode: LoginMode): ContextOption[] {
  const current = contextIdOf(mode);
  const options: Omit<ContextOption, 'current'>[] = [
    {
      id: 'personal',
      kind: 'personal',
      name: CONTEXT_TEXT.personal,
      detail: CONTEXT_TEXT.personalDetail,
      request: { is_business: false },
    },
  ];
  const seen = new Set(['personal']);
  for (const b of answer?.businesses ?? []) {
    const id = `business:${b.business_id}`;
    if (seen.has(id)) continue;
    seen.add(id);
    options.push({
      id,
      kind: 'business',
      name: b.business_name,
      detail: `${CONTEXT_TEXT.business} · ${CONTEXT_TEXT.role[b.role]}`,
      request: { is_business: true, business_id: b.business_id },
    });
  }
  for (const e of answer?.ecosystems ?? []) {
    const id = `ecosystem:${e._id}`;
    if (seen.has(id)) continue;
    seen.add(id);
    options.push({
      id,
      kind: 'ecosystem',
      name: e.ecosystem_name,
      detail: `${CONTEXT_TEXT.ecosystem} · ${e.owned ? CONTEXT_TEXT.runs : e.ecosystem_url}`,
      request: { is_business: false, eco_id: e._id },
    });
  }
  return options.map((o) => ({ ...o, current: o.id === current }));
}

/**
 * The name the switcher shows for the current context: its option's name, else — before the
 * list is known — 'Personal' for a personal session, or the business name the top bar knows.
 */
export function currentContextName(
  options: readonly ContextOption[],
  mode: LoginMode,
  businessName: string,
): string {
  const found = options.find((o) => o.current);
  if (found) return found.name;
  if (contextIdOf(mode) === 'personal') return CONTEXT_TEXT.personal;
  return businessName;
}
