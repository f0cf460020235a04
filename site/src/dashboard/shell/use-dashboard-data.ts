/**
 * The server state the dashboard shell reads, through TanStack Query: the person's menu (spec
 * §7 GET /users/routeConfig — navLinks and read-only routes), and their name as the top bar
 * shows it (spec §6: the first name for consumers, the business name for everyone else — the
 * profile from GET /users/me, the business of the session's login mode from GET /businesses).
 */
import { useQuery } from '@tanstack/react-query';
import { navbarName } from '../../../../core/permissions/roles';
import { isReadOnly } from '../../../../core/permissions/route-config';
import type { SessionSnapshot } from '../../../../widgets/api';
import { useSessionSnapshot, useSite } from '../../app/site-context';
import type { NavLinkItem } from '../dashboard-paths';

/** The person's menu: the links, or why there are none yet. */
export interface DashboardMenu {
  readonly links: readonly NavLinkItem[];
  readonly status: 'pending' | 'error' | 'success';
}

/** The signed-in person's route configuration (`GET /users/routeConfig`), cached per person. */
function useRouteConfig() {
  const { api } = useSite();
  const userId = useSessionSnapshot()?.user.user_id ?? null;
  return useQuery({
    queryKey: ['users', 'routeConfig', userId],
    enabled: userId !== null,
    queryFn: async () => {
      const answer = await api.GET('/users/routeConfig');
      if (!answer.data) throw new Error('GET /users/routeConfig failed');
      return answer.data;
    },
  });
}

/** The navLinks of the signed-in person's route configuration. */
export function useDashboardMenu(): DashboardMenu {
  const config = useRouteConfig();
  return { links: config.data?.navLinks ?? [], status: config.status };
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

/** The name the top bar shows ('' until it is known; the avatar then shows a figure). */
export function usePersonName(): string {
  const { api } = useSite();
  const snapshot = useSessionSnapshot();
  const userId = snapshot?.user.user_id ?? null;
  const businessId = businessOf(snapshot);
  const profile = useQuery({
    queryKey: ['users', 'me', userId],
    enabled: userId !== null,
    queryFn: async () => (await api.GET('/users/me')).data?.profile_details.user ?? null,
  });
  const business = useQuery({
    queryKey: ['businesses', businessId],
    enabled: businessId !== null && snapshot?.user.role !== 'consumer',
    queryFn: async () =>
      (await api.GET('/businesses', { params: { query: { business_id: businessId! } } })).data
        ?.businessDetails ?? null,
  });
  if (!snapshot) return '';
  return navbarName(snapshot.user.role, {
    firstName: profile.data?.firstname ?? null,
    businessName: business.data?.business_name ?? null,
  });
}
