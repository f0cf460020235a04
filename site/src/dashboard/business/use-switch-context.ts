/**
 * The role-context switch into a business (spec §4: "switching role obtains a new token with a
 * login_mode"; §7 POST /auth/loginmode {is_business, business_id}). The session's middleware
 * adopts the new tokens and announces the login, so every page re-reads the session; the
 * cached answers of the old context (menu, read-only pages, names) are refetched.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../../widgets/kit/toast';
import { useSite } from '../../app/site-context';

/** `switchTo(businessId)` and the id of the business being switched to, if any. */
export function useSwitchToBusiness() {
  const { api } = useSite();
  const client = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const switchTo = async (businessId: string) => {
    setPending(businessId);
    try {
      const answer = await api.POST('/auth/loginmode', {
        body: { is_business: true, business_id: businessId },
      });
      if (!answer.data) toast.answer(answer);
      else await client.invalidateQueries();
    } finally {
      setPending(null);
    }
  };
  return { switchTo, pending };
}
