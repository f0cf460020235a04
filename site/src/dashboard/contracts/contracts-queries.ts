/**
 * The contracts page's server state through TanStack Query: the caller's contracts (GET
 * /businesses/contracts), one contract with its mode and actions (GET
 * /businesses/contracts/view), and the members of the business the session acts for (GET
 * /businesses/members) — the parties a contract can be made with, and the names on the list.
 * A failed call keeps its answer, so the page says what went wrong in spec §8's words.
 */
import { useQuery } from '@tanstack/react-query';
import { useSessionSnapshot, useSite } from '../../app/site-context';
import { ShellCallFailed, useContextKey } from '../shell/use-dashboard-data';

/** Every contracts query starts with this key (a write invalidates them all). */
export const CONTRACTS_PREFIX = ['businesses', 'contracts'] as const;
const contractsKey = (userId: string | null) => [...CONTRACTS_PREFIX, userId] as const;

export function useContracts() {
  const { api } = useSite();
  const [userId] = useContextKey();
  return useQuery({
    queryKey: contractsKey(userId),
    enabled: userId !== null,
    queryFn: async () => {
      const answer = await api.GET('/businesses/contracts');
      if (!answer.data) throw new ShellCallFailed(answer);
      return answer.data.data;
    },
  });
}

export function useContract(contractId: string | null) {
  const { api } = useSite();
  const [userId] = useContextKey();
  return useQuery({
    queryKey: [...contractsKey(userId), contractId],
    enabled: userId !== null && contractId !== null,
    queryFn: async () => {
      const answer = await api.GET('/businesses/contracts/view', {
        params: { query: { contract_id: contractId! } },
      });
      if (!answer.data) throw new ShellCallFailed(answer);
      return answer.data.data;
    },
  });
}

/** The business of the session's login mode, or null (personal or ecosystem context). */
export function useActingBusiness(): string | null {
  const mode = useSessionSnapshot()?.user.login_mode;
  return mode?.is_business ? mode.business_id : null;
}

export function useMembers() {
  const { api } = useSite();
  const businessId = useActingBusiness();
  return useQuery({
    queryKey: ['businesses', 'members', businessId],
    enabled: businessId !== null,
    queryFn: async () => {
      const answer = await api.GET('/businesses/members', {
        params: { query: { business_id: businessId! } },
      });
      if (!answer.data) throw new ShellCallFailed(answer);
      return answer.data.data;
    },
  });
}
