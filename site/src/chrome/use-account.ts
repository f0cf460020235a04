/**
 * The signed-in person as the navbar shows them (spec §6 "Navbar name: first name for
 * consumers, business name for others" — the dashboard's own rule and queries, so both bars
 * agree and share TanStack Query's cache), the profile read again whenever the tab comes back
 * into view (a session that ended while the tab was away is noticed then: the session's expiry
 * logout), and the Logout action (the session ends on the server, then the home page).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SessionSnapshot } from '../../../widgets/api';
import { useSite } from '../app/site-context';
import { usePersonName } from '../dashboard/shell/use-dashboard-data';

/** The name beside the avatar ('' until it is known); re-reads the profile on the tab's return. */
export function useAccountName(snapshot: SessionSnapshot | null): string {
  const { api } = useSite();
  const userId = snapshot?.user.user_id ?? null;
  useQuery({
    queryKey: ['users', 'me', userId],
    enabled: userId !== null,
    refetchOnWindowFocus: 'always',
    queryFn: async () => (await api.GET('/users/me')).data?.profile_details.user ?? null,
  });
  return usePersonName();
}

/** Logs out (spec §2 avatar menu 'Logout'): ends the session, then goes to the home page. */
export function useLogout(): () => Promise<void> {
  const { session } = useSite();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await session.logout();
    } finally {
      navigate('/');
    }
  }, [session, navigate]);
}
