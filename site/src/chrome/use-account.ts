/**
 * The signed-in person as the navbar shows them (spec §6 "Navbar name: first name for
 * consumers, business name for others"): the session's role and the profile's names from
 * `GET /api/users/me`, cached by TanStack Query under `['users', 'me', user_id]` and read again
 * whenever the tab comes back into view — a renamed profile shows, and a session that ended
 * while the tab was away is noticed then (the session's expiry logout); and the Logout action
 * (the session ends on the server, then the home page).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { navbarName } from '../../../core/permissions/roles';
import type { SessionSnapshot } from '../../../widgets/api';
import { useSite } from '../app/site-context';

/** The name beside the avatar ('' until the profile has loaded). */
export function useAccountName(snapshot: SessionSnapshot | null): string {
  const { api } = useSite();
  const userId = snapshot?.user.user_id ?? null;
  const profile = useQuery({
    queryKey: ['users', 'me', userId],
    enabled: userId !== null,
    refetchOnWindowFocus: 'always',
    queryFn: async () => (await api.GET('/users/me')).data?.profile_details.user ?? null,
  });
  if (!snapshot) return '';
  return navbarName(snapshot.user.role, { firstName: profile.data?.firstname ?? null });
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
