/**
 * The admin console's server state, through TanStack Query under `['admin', …]` keys: each
 * list as the server answers it (a refusal becomes the query's error, in spec §8's words), and
 * a decision helper that posts, shows the server's toast and refreshes what it changed.
 */
import { type QueryKey, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { answerErrorText } from '../../../../widgets/kit/answer-text';
import { useToast } from '../../../../widgets/kit/toast';
import { useSite } from '../../app/site-context';
import { type ContactMessage, inboxWindow, type Lead, windowRows } from './admin-rows';

type Message = ContactMessage | Lead;

/** What an openapi-fetch call resolves to, as far as this file reads it. */
interface Answer<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

/** The answer's data, or an Error carrying the §8 text of the failure. */
export async function dataOf<T>(call: Promise<Answer<T>>): Promise<T> {
  const answer = await call;
  if (answer.data === undefined) throw new Error(answerErrorText(answer));
  return answer.data;
}

/** A list the admin reads, keyed under 'admin'. */
export function useAdminList<T>(key: string, read: () => Promise<Answer<{ data: T[] }>>) {
  return useQuery({ queryKey: ['admin', key], queryFn: async () => (await dataOf(read())).data });
}

/** The server's fixed page size of the inbox (GET /admin/contact-us and /admin/leads). */
export const SERVER_PAGE_SIZE = 20;

/** One table page of contact messages or leads, read from the server pages that hold it. */
export function useInboxPage(kind: 'contact-us' | 'leads', page: number, pageSize: number) {
  const { api } = useSite();
  const window = inboxWindow(page, pageSize, SERVER_PAGE_SIZE);
  const { skip } = window;
  // A stable `combine` keeps its answer while the pages do not change: the table's rows stay stable.
  const combine = useCallback(
    (results: { data?: { data: Message[]; total: number }; isError: boolean; error: Error | null }[]) => {
      const failed = results.find((r) => r.isError);
      const ready = results.every((r) => r.data !== undefined);
      const pages = results.map((r) => r.data?.data ?? []);
      return {
        state: failed ? ('failed' as const) : ready ? ('ready' as const) : ('loading' as const),
        errorText: failed?.error?.message,
        rows: ready ? windowRows(pages, skip, pageSize) : [],
        total: results[0]?.data?.total ?? 0,
      };
    },
    [skip, pageSize],
  );
  return useQueries({
    queries: window.serverPages.map((serverPage) => ({
      queryKey: ['admin', kind, serverPage],
      queryFn: () => {
        const params = { params: { query: { page: String(serverPage) } } };
        return kind === 'contact-us'
          ? dataOf(api.GET('/admin/contact-us', params))
          : dataOf(api.GET('/admin/leads', params));
      },
    })),
    combine,
  });
}

/**
 * Runs one decision at a time: the call, then the server's toast (spec §8: its message on
 * success, its error otherwise), then a refresh of `changed` when it went through.
 */
export function useDecision(changed: QueryKey) {
  const toast = useToast();
  const queries = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const decide = async (id: string, call: () => Promise<Answer<unknown>>) => {
    setPending(id);
    try {
      const answer = await call();
      toast.answer(answer.data ?? answer);
      if (answer.data !== undefined) await queries.invalidateQueries({ queryKey: changed });
    } catch (failure) {
      toast.answer(failure);
    } finally {
      setPending(null);
    }
  };
  return { pending, decide };
}
