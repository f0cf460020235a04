/**
 * The server state of /dashboard/business through TanStack Query, keyed per resource so a write
 * invalidates what it changed. The business itself shares the top bar's key and shape
 * (`['businesses', id]` → `businessDetails`), so a rename shows in the top bar at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useSite } from '../../app/site-context';

export const businessKeys = {
  business: (id: string) => ['businesses', id] as const,
  members: (id: string) => ['businesses', id, 'members'] as const,
  invitations: (id: string) => ['businesses', id, 'invitations'] as const,
  memberRoutes: (id: string, userId: string) => ['businesses', id, 'members', userId, 'routeConfig'] as const,
  options: ['businesses', 'options'] as const,
  contexts: (userId: string) => ['business-page', 'contexts', userId] as const,
  loginMode: (userId: string) => ['auth', 'loginmode', userId] as const,
};

/** Throws on a failed answer so the query shows its failed state. */
function data<T>(answer: { data?: T }, what: string): T {
  if (answer.data === undefined) throw new Error(`${what} failed`);
  return answer.data;
}

/** GET /businesses?business_id= — the business in context with the caller's role. */
export function useBusiness(id: string) {
  const { api } = useSite();
  return useQuery({
    queryKey: businessKeys.business(id),
    queryFn: async () =>
      (await api.GET('/businesses', { params: { query: { business_id: id } } })).data?.businessDetails ??
      null,
  });
}

/** The registration form's choices: GET /businesses/types and /businesses/categories (spec §3). */
export function useBusinessOptions() {
  const { api } = useSite();
  return useQuery({
    queryKey: businessKeys.options,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const [types, categories] = await Promise.all([
        api.GET('/businesses/types'),
        api.GET('/businesses/categories'),
      ]);
      return { types: data(types, 'types'), categories: data(categories, 'categories') };
    },
  });
}

/** GET /businesses/members. */
export function useMembers(id: string) {
  const { api } = useSite();
  return useQuery({
    queryKey: businessKeys.members(id),
    queryFn: async () =>
      data(await api.GET('/businesses/members', { params: { query: { business_id: id } } }), 'members').data,
  });
}

/** GET /businesses/invitations (admins only: `enabled` false for everyone else). */
export function useInvitations(id: string, enabled: boolean) {
  const { api } = useSite();
  return useQuery({
    queryKey: businessKeys.invitations(id),
    enabled,
    queryFn: async () =>
      data(
        await api.GET('/businesses/invitations', { params: { query: { business_id: id } } }),
        'invitations',
      ).data,
  });
}

/** GET /businesses/members/routeConfig — one member's menu and read-only pages. */
export function useMemberRoutes(id: string, userId: string | null) {
  const { api } = useSite();
  return useQuery({
    queryKey: businessKeys.memberRoutes(id, userId ?? ''),
    enabled: userId !== null,
    queryFn: async () =>
      data(
        await api.GET('/businesses/members/routeConfig', {
          params: { query: { business_id: id, user_id: userId! } },
        }),
        'routeConfig',
      ).config,
  });
}

/** GET /users/contexts — the businesses the person may switch to. */
export function useMyBusinesses(userId: string) {
  const { api } = useSite();
  return useQuery({
    queryKey: businessKeys.contexts(userId),
    queryFn: async () => data(await api.GET('/users/contexts'), 'contexts').businesses,
  });
}
