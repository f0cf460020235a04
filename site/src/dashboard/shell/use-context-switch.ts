/**
 * The role-context switch (spec §4 "Role context": switching obtains a new token with a
 * login_mode; success stores the new tokens and role). `POST /auth/loginmode` answers new
 * tokens and ends the old session; the session's middleware adopts them (every auth answer with
 * tokens is), which re-renders everything reading the session. Then every cached answer is
 * stale — the menu, the name, the page's data all belong to the old context — so the whole
 * TanStack Query cache is invalidated, the person lands on /dashboard (or the page that asked
 * to stay), and the switch is
 * announced in a toast (a polite live region).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { answerErrorText } from '../../../../widgets/kit/answer-text';
import { useToast } from '../../../../widgets/kit/toast';
import { useSite } from '../../app/site-context';
import { CONTEXT_TEXT, type ContextOption } from './context-options';

export interface ContextSwitch {
  /** Switches to the option (nothing happens for the current one or while a switch is out). */
  readonly switchTo: (option: ContextOption) => Promise<void>;
  /** The option being switched to, or null. */
  readonly pending: string | null;
}

/** Where the person lands after a switch: the dashboard unless the page asks for itself. */
export interface ContextSwitchOptions {
  readonly landOn?: string;
}

export function useContextSwitch({ landOn = '/dashboard' }: ContextSwitchOptions = {}): ContextSwitch {
  const { api } = useSite();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const switchTo = useCallback(
    async (option: ContextOption) => {
      if (option.current || pending !== null) return;
      setPending(option.id);
      try {
        const answer = await api.POST('/auth/loginmode', { body: option.request });
        if (!answer.data) {
          toast.answer(answer);
          return;
        }
        await navigate(landOn);
        await queryClient.invalidateQueries();
        toast.show(CONTEXT_TEXT.switched(option.name), 'success');
      } catch (error) {
        toast.show(answerErrorText(error), 'error');
      } finally {
        setPending(null);
      }
    },
    [api, landOn, navigate, pending, queryClient, toast],
  );
  return { switchTo, pending };
}
