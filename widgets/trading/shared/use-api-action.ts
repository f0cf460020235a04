/**
 * A state-changing call from a button: one at a time (a second click while pending does
 * nothing), `pending` for the spinner, and the answer's toast as spec §8 says — the server's
 * statusText/message/error coloured by its success flag, or the screen's own success text.
 */
import { useCallback, useRef, useState } from 'react';
import type { ApiClient } from '../../api';
import { answerErrorText } from '../../kit/answer-text';
import { useToast } from '../../kit/toast';
import { useTrading } from './trading-context';
import type { ApiAnswer } from './use-api-query';

/** How an action ended: `ok` with the answer's body, or not (toast already shown). */
export type ActionResult<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly data?: undefined; readonly skipped?: boolean };

/** Options of {@link useApiAction}. */
export interface ApiActionOptions {
  /** The success toast when the answer has no text of its own (e.g. 'Added'). */
  readonly successText?: string;
  /** `false`: no toast at all (the widget shows the outcome itself); `'errors'`: only failures. */
  readonly toast?: boolean | 'errors';
}

/** A running action: `run(...args)` and whether one is under way. */
export interface ApiAction<A extends unknown[], T> {
  readonly run: (...args: A) => Promise<ActionResult<T>>;
  readonly pending: boolean;
}

const succeeded = (body: unknown) =>
  !(typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false);

/**
 * Wraps a call of the typed client as a button's action.
 *
 * @example
 * const add = useApiAction((client, loanIds: string[]) =>
 *   client.POST('/loanPool/add', { body: { loanIds } }), { successText: 'Added' });
 * <Button pending={add.pending} onClick={() => add.run(ids)}>Add</Button>
 */
export function useApiAction<A extends unknown[], T>(
  call: (client: ApiClient, ...args: A) => Promise<ApiAnswer<T>>,
  options: ApiActionOptions = {},
): ApiAction<A, T> {
  const { client } = useTrading();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const latest = useRef({ call, options });
  latest.current = { call, options };

  const run = useCallback(
    async (...args: A): Promise<ActionResult<T>> => {
      if (busy.current) return { ok: false, skipped: true };
      busy.current = true;
      setPending(true);
      const { call: now, options: opts } = latest.current;
      const shows = (tone: 'success' | 'error') =>
        opts.toast !== false && (tone === 'error' || opts.toast !== 'errors');
      try {
        const answer = await now(client, ...args);
        if (answer.error === undefined && answer.response.ok && succeeded(answer.data)) {
          if (shows('success')) toast.answer({ success: true, ...(answer.data as object) }, opts.successText);
          return { ok: true, data: answer.data as T };
        }
        if (shows('error')) toast.answer(answer.error !== undefined ? answer : answer.data);
        return { ok: false };
      } catch (failure) {
        if (shows('error')) toast.show(answerErrorText(failure), 'error');
        return { ok: false };
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [client, toast],
  );
  return { run, pending };
}
