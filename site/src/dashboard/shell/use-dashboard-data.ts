/**
 * The server state the dashboard shell reads, through TanStack Query: the person's menu (spec
 * §7 GET /users/routeConfig — navLinks and read-only routes), and their name as the top bar
 * shows it (spec §6: the first name for consumers, the business name for everyone else — the
 * profile from GET /users/me, the business of the session's login mode from GET /businesses).
 * The menu is cached per context (a switch of context is a new configuration); a failed call
 * keeps its answer so the shell can say what went wrong in spec §8's words.
 */
import { useQuery } from '@tanstack/react-query';
import { navbarName } from '../../../../core/permissions/roles';
import { isReadOnly } from '../../../../core/permissions/route-config';
import type { SessionSnapshot } from '../../../../widgets/api';
import { answerErrorText } from '../../../../widgets/kit/answer-text';
import { useSessionSnapshot, useSite } from '../../app/site-context';
import type { NavLinkItem } from '../dashboard-paths';
import { contextIdOf } from './context-options';

/** The person's menu: the links, or why there are none yet. */
export interface DashboardMenu {
  readonly links: readonly NavLinkItem[];
  readonly status: 'pending' | 'error' | 'success';
  /** On 'error': the spec §8 text for the failed call. */
  readonly errorText?: string;
}

/** A failed call's answer, thrown so TanStack Query keeps it as the query's error. */
export class ShellCallFailed extends Error {
  constructor(readonly answer: unknown) {
    super(answerErrorText(answer));
  }
}

/** True when the call failed because the session ended (the site already says so and logs out). */
export function endedSession(error: unknown): boolean {
  if (!(error instanceof ShellCallFailed)) return false;
  const answer = error.answer as { response?: { status?: number } } | null;
  return answer?.response?.status === 401;
}

/** The spec §8 text for a query's error (a `ShellCallFailed`, or whatever the call threw). */
export function shellErrorText(error: unknown): string {
  return error instanceof ShellCallFailed ? error.message : answerErrorText(error);
}

/** The key of the session's context: the person and the context they act in. */
export function useContextKey(): readonly [string | null, string] {
  const snapshot = useSessionSnapshot();
  return [snapshot?.user.user_id ?? null, snapshot ? contextIdOf(snapshot.user.login_mode) : 'personal'];
}

/** The signed-in person's route configuration (`GET /users/routeConfig`), cached per context. */
function useRouteConfig() {
  const { api } = useSite();
  const [userId, context] = useContextKey();
  return useQuery({
    queryKey: ['users', 'routeConfig', userId, context],
    enabled: userId !== null,
    queryFn: async () => {
      const answer = await api.GET('/users/routeConfig');
      if (!answer.data) throw new ShellCallFailed(answer);
      return answer.data;
    },
  });
}

/** The navLinks of the signed-in person's route configuration. */
export function useDashboardMenu(): DashboardMenu {
  const config = useRouteConfig();
  return {
    links: config.data?.navLinks ?? [],
    status: config.status,
    ...(config.status === 'error' && { errorText: shellErrorText(config.error) }),
  };
}

/** The contexts the person may switch to (`GET /users/contexts`), the same in every context. */
export function useContexts() {
  const { api } = useSite();
  const [userId] = useContextKey();
  return useQuery({
    queryKey: ['users', 'contexts', userId],
    enabled: userId !== null,
    queryFn: async () => {
      const answer = await api.GET('/users/contexts');
      if (!answer.data) throw new ShellCallFailed(answer);
      return answer.data;
    },
  });
}

/**
 * Whether the route configuration marks the page at `pathname` read-only (spec §6): every action
 * on it is then disabled. Until the configuration is known the page counts as read-only, so no
 * action is offered that the server would refuse.
 */
export function useReadOnly(pathname: string): boolean {
  const config = useRouteConfig();
  return config.data ? isReadOnly(config.data, pathname) : true;
}

/** The business the session acts for, or null (personal login mode). */
const businessOf = (snapshot: SessionSnapshot | null): string | null =>
  snapshot?.user.login_mode.is_business ? snapshot.user.login_mode.business_id : null;

/** The signed-in person's profile (`GET /users/me`), cached per person. */
export function useProfileQuery() {
  const { api } = useSite();
  const [userId] = useContextKey();
  return useQuery({
    queryKey: ['users', 'me', userId],
    enabled: userId !== null,
    queryFn: async () => {
      const answer = await api.GET('/users/me');
      if (!answer.data) throw new ShellCallFailed(answer);
      return answer.data.profile_details.user;
    },
  });
}

/** The business the session acts for (`GET /businesses`), when a business role is in one. */
export function useBusinessQuery() {
  const { api } = useSite();
  const snapshot = useSessionSnapshot();
  const businessId = businessOf(snapshot);
  return useQuery({
    queryKey: ['businesses', businessId],
    enabled: businessId !== null && snapshot?.user.role !== 'consumer',
    queryFn: async () => {
      const answer = await api.GET('/businesses', { params: { query: { business_id: businessId! } } });
      if (!answer.data) throw new ShellCallFailed(answer);
      return answer.data.businessDetails;
    },
  });
}

/** The name the top bar shows ('' until it is known; the avatar then shows a figure). */
export function usePersonName(): string {
  const snapshot = useSessionSnapshot();
  const profile = useProfileQuery();
  const business = useBusinessQuery();
  if (!snapshot) return '';
  return navbarName(snapshot.user.role, {
    firstName: profile.data?.firstname ?? null,
    businessName: business.data?.business_name ?? null,
  });
}
