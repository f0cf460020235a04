/**
 * Posting credential and share actions (spec §7 /personas/credentials/{review,issue,reject,cancel},
 * /personas/shares/{share,request,review,approve,reject,cancel}) and the spec §4 credential-action
 * flag: an action sets it (its buttons show pending, the others wait), the toast shows the
 * server's words (spec §8 'Credentials have been shared' …), then the flag is reset and the
 * lists are read again.
 */
import { useState } from 'react';
import type { CredentialAction, ShareAction } from '../../../../core/accounts/credentials/credential-machine';
import { useToast } from '../../../../widgets/kit/toast';
import { useSite } from '../../app/site-context';
import { useInvalidate } from './wallet-queries';

const CREDENTIAL_PATHS = {
  review: '/personas/credentials/review',
  issue: '/personas/credentials/issue',
  reject: '/personas/credentials/reject',
  cancel: '/personas/credentials/cancel',
} as const satisfies Record<CredentialAction, string>;

const SHARE_PATHS = {
  review: '/personas/shares/review',
  approve: '/personas/shares/approve',
  reject: '/personas/shares/reject',
  cancel: '/personas/shares/cancel',
} as const satisfies Record<Exclude<ShareAction, 'share'>, string>;

type Answer = { data?: unknown; error?: unknown; response: Response };

/** The credential calls of the wallet page, and which one is running (`flag`: 'rowId:action'). */
export function useCredentialActions() {
  const { api } = useSite();
  const toast = useToast();
  const invalidate = useInvalidate();
  const [flag, setFlag] = useState<string | null>(null);

  /** Runs `call` under the flag `key`; true when the server accepted it. */
  async function run(key: string, call: () => Promise<Answer>): Promise<boolean> {
    setFlag(key);
    try {
      const answer = await call();
      toast.answer(answer.data ?? answer);
      if (answer.data) await invalidate.credentials();
      return Boolean(answer.data);
    } catch (failure) {
      toast.answer(failure);
      return false;
    } finally {
      setFlag(null);
    }
  }

  return {
    flag,
    credential: (id: string, action: CredentialAction) =>
      run(`${id}:${action}`, () => api.POST(CREDENTIAL_PATHS[action], { body: { credential_id: id } })),
    share: (id: string, action: Exclude<ShareAction, 'share'>) =>
      run(`${id}:${action}`, () => api.POST(SHARE_PATHS[action], { body: { share_id: id } })),
    /** The holder answers request `shareId` with credential `credentialId`. */
    answer: (shareId: string, credentialId: string) =>
      run(`${shareId}:share`, () =>
        api.POST('/personas/shares/share', { body: { credential_id: credentialId, share_id: shareId } }),
      ),
    /** The holder shares credential `credentialId` unasked with `requesterId`. */
    shareWith: (credentialId: string, requesterId: string) =>
      run(`${credentialId}:share`, () =>
        api.POST('/personas/shares/share', {
          body: { credential_id: credentialId, requester_id: requesterId },
        }),
      ),
    requestIssue: (body: {
      issuer_id: string;
      credential_type: { name: string; entity_attributes: { attr_name: string; uservalue: string }[] };
    }) => run('new:request', () => api.POST('/personas/credentials/request', { body })),
    requestShare: (body: { holder_id: string; credential_type: string }) =>
      run('new:share-request', () => api.POST('/personas/shares/request', { body })),
  };
}

export type CredentialActions = ReturnType<typeof useCredentialActions>;
