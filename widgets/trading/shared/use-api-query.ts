/**
 * Server state for the trading widgets without a query library: one load per key, again when
 * the key changes or on `reload()`, aborted on unmount or when superseded, so a slow old
 * answer never overwrites a newer one. Failures become one sentence: the server's own refusal
 * text (spec §8 error helper) or 'Failed to get data please try later'.
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../api';
import { answerErrorText } from '../../kit/answer-text';
import { TradingContext } from './trading-context';
import { TRADING_TEXT } from './trading-text';

/** What an openapi-fetch call resolves to. */
export interface ApiAnswer<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

/** A call of the typed client; `signal` must be passed on so the call can be aborted. */
export type ApiLoad<T> = (client: ApiClient, signal: AbortSignal) => Promise<ApiAnswer<T>>;

/** Where a query is. */
export type QueryState = 'loading' | 'failed' | 'ready';

/** A query's state, its last answer body and how to ask again. */
export interface ApiQuery<T> {
  readonly state: QueryState;
  /** The last good answer's body; kept while a newer one loads (no flash between pages). */
  readonly data: T | undefined;
  /** The failed state's sentence; '' otherwise. */
  readonly errorText: string;
  /** Loads again with the same key. */
  readonly reload: () => void;
}

/** The identity of a load: equal keys (by JSON) share one answer; null loads nothing. */
export type QueryKey = string | readonly unknown[] | null;

/** The failed state's sentence: the server's refusal for a 4xx with its own text, else §8's. */
export function queryFailureText(failure: unknown): string {
  const answer = failure as Partial<ApiAnswer<unknown>> | undefined;
  const status = answer?.response?.status ?? 0;
  const error = answer?.error as { error?: unknown } | undefined;
  if (status >= 400 && status < 500 && typeof error?.error === 'string') return answerErrorText(answer);
  return TRADING_TEXT.failed;
}

/** `useApiQuery` over an explicit client (the provider uses it before its context exists). */
export function useClientQuery<T>(client: ApiClient, key: QueryKey, load: ApiLoad<T>): ApiQuery<T> {
  const [state, setState] = useState<QueryState>('loading');
  const [data, setData] = useState<T | undefined>(undefined);
  const [errorText, setErrorText] = useState('');
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const serial = key === null ? null : JSON.stringify(key);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a reload; `serial` stands for the key
  useEffect(() => {
    if (serial === null) return;
    const controller = new AbortController();
    setState('loading');
    loadRef.current(client, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (answer.error !== undefined || !answer.response.ok) {
          setErrorText(queryFailureText(answer));
          setState('failed');
          return;
        }
        setData(answer.data);
        setErrorText('');
        setState('ready');
      },
      () => {
        if (controller.signal.aborted) return;
        setErrorText(TRADING_TEXT.failed);
        setState('failed');
      },
    );
    return () => controller.abort();
  }, [client, serial, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, data, errorText, reload };
}

/**
 * Loads `load` through the trading provider's client whenever `key` changes.
 *
 * @example
 * const loans = useApiQuery(['loans', filter], (client, signal) =>
 *   client.POST('/get_loans_list', { body: filter, signal }));
 * loans.state === 'ready' && loans.data?.data.docs
 */
export function useApiQuery<T>(key: QueryKey, load: ApiLoad<T>): ApiQuery<T> {
  const context = useContext(TradingContext);
  if (!context) throw new Error('useApiQuery must be used inside a TradingProvider');
  return useClientQuery(context.client, key, load);
}
