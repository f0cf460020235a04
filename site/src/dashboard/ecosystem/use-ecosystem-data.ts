/**
 * The ecosystem page's server state through TanStack Query, keyed per person: the ecosystems
 * they run (GET /businesses/ecosystem/mine), the contexts they may act in (GET /users/contexts:
 * their businesses and the ecosystems those belong to), the participant kinds and each side's
 * participants. A failed read throws, so the query is in error and the page says so; writes
 * invalidate what they change.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EcosystemSide } from '../../../../core/accounts/ecosystems/ecosystem-participants';
import { useSessionSnapshot, useSite } from '../../app/site-context';

function dataOf<T>(answer: { data?: T }, what: string): T {
  if (!answer.data) throw new Error(`${what} failed`);
  return answer.data;
}

const usePerson = (): string | null => useSessionSnapshot()?.user.user_id ?? null;

/** Query keys of this page (its own, so another page's cache of the same call never mixes in). */
export const ECOSYSTEM_KEYS = {
  mine: (userId: string | null) => ['ecosystem-page', 'mine', userId] as const,
  contexts: (userId: string | null) => ['ecosystem-page', 'contexts', userId] as const,
  kinds: ['ecosystem-page', 'participantKinds'] as const,
  participants: (ecosystemId: string, side: EcosystemSide) =>
    ['ecosystem-page', 'participants', ecosystemId, side] as const,
};

export function useOwnedEcosystems() {
  const { api } = useSite();
  const userId = usePerson();
  return useQuery({
    queryKey: ECOSYSTEM_KEYS.mine(userId),
    enabled: userId !== null,
    queryFn: async () =>
      dataOf(await api.GET('/businesses/ecosystem/mine'), 'GET /businesses/ecosystem/mine').data,
  });
}

export function useMyContexts() {
  const { api } = useSite();
  const userId = usePerson();
  return useQuery({
    queryKey: ECOSYSTEM_KEYS.contexts(userId),
    enabled: userId !== null,
    queryFn: async () => dataOf(await api.GET('/users/contexts'), 'GET /users/contexts'),
  });
}

export function useParticipantKinds() {
  const { api } = useSite();
  return useQuery({
    queryKey: ECOSYSTEM_KEYS.kinds,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () =>
      dataOf(
        await api.GET('/businesses/ecosystem/participantKinds'),
        'GET /businesses/ecosystem/participantKinds',
      ),
  });
}

export function useParticipants(ecosystemId: string, side: EcosystemSide) {
  const { api } = useSite();
  return useQuery({
    queryKey: ECOSYSTEM_KEYS.participants(ecosystemId, side),
    queryFn: async () => {
      const query = { ecosystem_id: ecosystemId };
      const answer =
        side === 'buyer'
          ? await api.GET('/businesses/ecosystem/buyer', { params: { query } })
          : await api.GET('/businesses/ecosystem/seller', { params: { query } });
      return dataOf(answer, `GET /businesses/ecosystem/${side}`).data;
    },
  });
}

/** Marks the person's ecosystems (and their participants) stale after a write. */
export function useEcosystemInvalidation() {
  const client = useQueryClient();
  const userId = usePerson();
  return {
    mine: () => client.invalidateQueries({ queryKey: ECOSYSTEM_KEYS.mine(userId) }),
    participants: (ecosystemId: string, side: EcosystemSide) =>
      client.invalidateQueries({ queryKey: ECOSYSTEM_KEYS.participants(ecosystemId, side) }),
  };
}
