/**
 * The profile page's server state in TanStack Query, one key per resource of the signed-in
 * person: the profile (GET /users/me, the key the top bar's name shares, so a new name shows
 * there too), the addresses, the referral code and the pending invitations. A write invalidates
 * what it changed.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionSnapshot, useSite } from '../../app/site-context';

/** Fails a query with the answer itself, so the page can show the spec §8 text for it. */
function must<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) throw answer;
  return answer.data;
}

const useUserId = () => useSessionSnapshot()?.user.user_id ?? null;

/** The query keys of the page, by resource. */
export const profileKeys = {
  me: (userId: string | null) => ['users', 'me', userId] as const,
  addresses: (userId: string | null) => ['users', 'address', userId] as const,
  referral: (userId: string | null) => ['users', 'referralCode', userId] as const,
  invitations: (userId: string | null) => ['users', 'invitations', userId] as const,
};

/** The signed-in person's profile (null when the server answered none). */
export function useProfile() {
  const { api } = useSite();
  const userId = useUserId();
  return useQuery({
    queryKey: profileKeys.me(userId),
    enabled: userId !== null,
    queryFn: async () => (await api.GET('/users/me')).data?.profile_details.user ?? null,
  });
}

export function useAddresses() {
  const { api } = useSite();
  const userId = useUserId();
  return useQuery({
    queryKey: profileKeys.addresses(userId),
    enabled: userId !== null,
    queryFn: async () => must(await api.GET('/users/address')).data,
  });
}

export function useReferralCode() {
  const { api } = useSite();
  const userId = useUserId();
  return useQuery({
    queryKey: profileKeys.referral(userId),
    enabled: userId !== null,
    queryFn: async () => must(await api.GET('/users/referralCode')).referral_code,
  });
}

export function useInvitations() {
  const { api } = useSite();
  const userId = useUserId();
  return useQuery({
    queryKey: profileKeys.invitations(userId),
    enabled: userId !== null,
    queryFn: async () => must(await api.GET('/users/invitations')).data,
  });
}

/** Marks a resource of the signed-in person stale, so it is read again. */
export function useRefresh(): (resource: keyof typeof profileKeys) => Promise<void> {
  const client = useQueryClient();
  const userId = useUserId();
  return useCallback(
    (resource) => client.invalidateQueries({ queryKey: profileKeys[resource](userId) }),
    [client, userId],
  );
}
