/**
 * The wallet's server state through TanStack Query, keyed per person and context: the wallet (GET /wallets),
 * persona types, credentials and shares (GET /personas/credentials, /personas/shares), credits
 * and rewards (GET /wallets/credits, /wallets/rewards). A failed read throws so the query is in
 * error and the page says so; writes invalidate what they change.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSite } from '../../app/site-context';
import { useContextKey } from '../shell/use-dashboard-data';

/** Reads `answer.data` or fails the query. */
function dataOf<T>(answer: { data?: T }, what: string): T {
  if (!answer.data) throw new Error(`${what} failed`);
  return answer.data;
}

/** The person and the context they act in: every list is cached per both. */
function usePerson(): readonly [string | null, string] {
  return useContextKey();
}

export function useWallet() {
  const { api } = useSite();
  const [userId, context] = usePerson();
  return useQuery({
    queryKey: ['wallets', userId, context],
    enabled: userId !== null,
    queryFn: async () => dataOf(await api.GET('/wallets'), 'GET /wallets').wallet_details,
  });
}

export function usePersonaTypes() {
  const { api } = useSite();
  return useQuery({
    queryKey: ['wallets', 'personaTypes'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => dataOf(await api.GET('/wallets/personaTypes'), 'GET /wallets/personaTypes').data,
  });
}

export function useCredentials() {
  const { api } = useSite();
  const [userId, context] = usePerson();
  return useQuery({
    queryKey: ['personas', 'credentials', userId, context],
    enabled: userId !== null,
    queryFn: async () => dataOf(await api.GET('/personas/credentials'), 'GET /personas/credentials'),
  });
}

export function useShares() {
  const { api } = useSite();
  const [userId, context] = usePerson();
  return useQuery({
    queryKey: ['personas', 'shares', userId, context],
    enabled: userId !== null,
    queryFn: async () => dataOf(await api.GET('/personas/shares'), 'GET /personas/shares'),
  });
}

export function useCredits() {
  const { api } = useSite();
  const [userId, context] = usePerson();
  return useQuery({
    queryKey: ['wallets', 'credits', userId, context],
    enabled: userId !== null,
    queryFn: async () => dataOf(await api.GET('/wallets/credits'), 'GET /wallets/credits'),
  });
}

export function useRewards() {
  const { api } = useSite();
  const [userId, context] = usePerson();
  return useQuery({
    queryKey: ['wallets', 'rewards', userId, context],
    enabled: userId !== null,
    queryFn: async () => dataOf(await api.GET('/wallets/rewards'), 'GET /wallets/rewards'),
  });
}

/** Marks the caller's wallet, or their credentials and shares, as changed. */
export function useInvalidate() {
  const client = useQueryClient();
  return {
    wallet: () => client.invalidateQueries({ queryKey: ['wallets'] }),
    credentials: () => client.invalidateQueries({ queryKey: ['personas'] }),
  };
}
