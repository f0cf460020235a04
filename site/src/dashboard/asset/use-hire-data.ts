/**
 * The server state of asset hire, through TanStack Query keyed by resource: the asset types
 * (GET /assets/types), the person's own assets (GET /assets), the assets free for a search (GET /orders/hire/available), the person's
 * hire orders (GET /orders/hire) and one order (GET /orders/hire/view). A failed read keeps the
 * server's words (spec §8) for the page to show.
 */
import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '../../../../core/format/money';
import { cents, parseDollars } from '../../../../core/money/cents';
import type { components } from '../../../../widgets/api/schema.gen';
import { answerErrorText } from '../../../../widgets/kit/answer-text';
import { useSessionSnapshot, useSite } from '../../app/site-context';

export type AvailableAsset = components['schemas']['AvailableAsset'];
export type Reservation = components['schemas']['Reservation'];
export type Asset = components['schemas']['Asset'];

/** A read that failed, carrying the text spec §8 gives it. */
export class ReadFailure extends Error {}

/** Rupees as the API speaks them (a number with two decimals at most), shown as '₹ 2,500.00'. */
export const rupees = (amount: number): string => formatRupees(parseDollars(amount) ?? cents(0));

/** The kinds of asset one can list and hire. */
export function useAssetTypes() {
  const { api } = useSite();
  return useQuery({
    queryKey: ['assets', 'types'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const answer = await api.GET('/assets/types');
      if (!answer.data) throw new ReadFailure(answerErrorText(answer));
      return answer.data;
    },
  });
}

/** The assets the person listed for hire (GET /assets), oldest first. */
export function useMyAssets() {
  const { api } = useSite();
  const userId = useSessionSnapshot()?.user.user_id ?? null;
  return useQuery({
    queryKey: ['assets', 'mine', userId],
    enabled: userId !== null,
    queryFn: async () => {
      const answer = await api.GET('/assets');
      if (!answer.data) throw new ReadFailure(answerErrorText(answer));
      return answer.data.data;
    },
  });
}

/** The assets free for every day of `query` (type, model, city, from, to); off while `query` is null. */
export function useAvailableAssets(query: Record<string, string> | null) {
  const { api } = useSite();
  const userId = useSessionSnapshot()?.user.user_id ?? null;
  return useQuery({
    queryKey: ['orders', 'hire', 'available', userId, query],
    enabled: query !== null && userId !== null,
    retry: false,
    queryFn: async () => {
      const answer = await api.GET('/orders/hire/available', { params: { query: query ?? {} } });
      if (!answer.data) throw new ReadFailure(answerErrorText(answer));
      return answer.data.data;
    },
  });
}

/** The person's hire orders: `hired` as hirer, `hired_out` as owner, newest first. */
export function useHireOrders() {
  const { api } = useSite();
  const userId = useSessionSnapshot()?.user.user_id ?? null;
  return useQuery({
    queryKey: ['orders', 'hire', 'mine', userId],
    enabled: userId !== null,
    queryFn: async () => {
      const answer = await api.GET('/orders/hire');
      if (!answer.data) throw new ReadFailure(answerErrorText(answer));
      return answer.data;
    },
  });
}

/** One hire order the person placed or whose asset they own. */
export function useHireOrder(reservationId: string) {
  const { api } = useSite();
  const userId = useSessionSnapshot()?.user.user_id ?? null;
  return useQuery({
    queryKey: ['orders', 'hire', 'view', userId, reservationId],
    enabled: userId !== null,
    retry: false,
    queryFn: async () => {
      const answer = await api.GET('/orders/hire/view', {
        params: { query: { reservation_id: reservationId } },
      });
      if (!answer.data) throw new ReadFailure(answerErrorText(answer));
      return answer.data.data;
    },
  });
}

/** The words of a failed read. */
export const failureText = (error: unknown): string =>
  error instanceof ReadFailure ? error.message : answerErrorText(error);
