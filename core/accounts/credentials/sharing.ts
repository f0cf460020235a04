/**
 * Exchanging an issued credential: a requester asks a holder for a type of credential, the holder
 * shares one (or shares unasked), and the requester reviews, approves or rejects what was shared;
 * the requester may cancel an unanswered request and the holder may decline it (transitions in
 * credential-machine.ts). Only the holder and the requester act on a share.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import type { AccountActor, DepsOf } from '../account-deps';
import { type CredentialShare, requiredAttributes } from './credential';
import { idField } from './credential-input';
import { nextStatus, SHARE_RULES, type ShareAction, type ShareParty } from './credential-machine';
import { CREDENTIAL_ACTION_MESSAGES as TOAST } from './credential-messages';
import { notifyCredential } from './credential-notify';
import { CredentialErrors } from './credentials.errors';

type Deps = DepsOf<'credentials' | 'users' | 'outbox'>;
type Done<T> = Promise<Result<T, DomainError>>;
type Shared = Done<{ message: string; share: CredentialShare }>;

/** The requester asks `holder_id` for a credential of a type → 'Credentials have been requested'. */
export async function requestShare(deps: Deps, actor: AccountActor, input: unknown): Shared {
  const parsed = z
    .object({ holder_id: idField, credential_type: z.string().trim().min(1).max(100) })
    .safeParse(input);
  if (!parsed.success) return err(CredentialErrors.invalid());
  const { holder_id, credential_type } = parsed.data;
  if (holder_id === actor.userId) return err(CredentialErrors.yourself());
  if (!requiredAttributes(credential_type)) return err(CredentialErrors.unknownType({ credential_type }));
  return transact(deps.uow, async (s) => {
    if (!(await s.users.findById(holder_id))) return err(CredentialErrors.accountNotFound());
    const now = deps.clock.now().toISOString();
    const share: CredentialShare = {
      id: deps.ids.next(),
      holderId: holder_id,
      requesterId: actor.userId,
      typeName: credential_type,
      credentialId: null,
      status: 'requested',
      createdAt: now,
      updatedAt: now,
    };
    await s.credentials.insertShare(share);
    await notifyCredential(
      s,
      deps,
      holder_id,
      'credentialShareRequested',
      credential_type,
      'Your credential was requested',
    );
    return ok({ message: TOAST.request, share });
  });
}

const shareSchema = z.union([
  z.object({ credential_id: idField, share_id: idField }),
  z.object({ credential_id: idField, requester_id: idField }),
]);

/** The holder shares an issued credential, answering `share_id` or unasked with `requester_id` → 'Credentials have been shared'. */
export async function shareCredential(deps: Deps, actor: AccountActor, input: unknown): Shared {
  const parsed = shareSchema.safeParse(input);
  if (!parsed.success) return err(CredentialErrors.invalid());
  const data = parsed.data;
  return transact(deps.uow, async (s) => {
    const credential = await s.credentials.get(data.credential_id);
    if (!credential || credential.holderId !== actor.userId)
      return err(CredentialErrors.credentialNotFound());
    if (credential.status !== 'issued') return err(CredentialErrors.notIssued());
    const now = deps.clock.now().toISOString();
    let share: CredentialShare;
    if ('share_id' in data) {
      const asked = await s.credentials.getShare(data.share_id);
      if (!asked || asked.holderId !== actor.userId) return err(CredentialErrors.requestNotFound());
      if (asked.typeName !== credential.typeName) return err(CredentialErrors.wrongType());
      if (nextStatus(SHARE_RULES, asked.status, 'share', 'holder') === null)
        return err(CredentialErrors.notAllowed());
      if (!(await s.credentials.setShareStatus(asked.id, asked.status, 'shared', now, credential.id)))
        return err(CredentialErrors.changed());
      share = { ...asked, status: 'shared', credentialId: credential.id, updatedAt: now };
    } else {
      if (data.requester_id === actor.userId) return err(CredentialErrors.yourself());
      if (!(await s.users.findById(data.requester_id))) return err(CredentialErrors.accountNotFound());
      share = {
        id: deps.ids.next(),
        holderId: actor.userId,
        requesterId: data.requester_id,
        typeName: credential.typeName,
        credentialId: credential.id,
        status: 'shared',
        createdAt: now,
        updatedAt: now,
      };
      await s.credentials.insertShare(share);
    }
    await notifyCredential(
      s,
      deps,
      share.requesterId,
      'credentialShared',
      share.typeName,
      'A credential was shared with you',
    );
    return ok({ message: TOAST.share, share });
  });
}

const actSchema = z.object({ share_id: idField, action: z.enum(['cancel', 'reject', 'review', 'approve']) });

/** The requester cancels, reviews, approves or rejects; the holder declines → that action's toast. */
export async function actOnShare(deps: Deps, actor: AccountActor, input: unknown): Shared {
  const parsed = actSchema.safeParse(input);
  if (!parsed.success) return err(CredentialErrors.invalid());
  const { share_id, action } = parsed.data;
  return transact(deps.uow, async (s) => {
    const share = await s.credentials.getShare(share_id);
    const party: ShareParty | null =
      share?.requesterId === actor.userId ? 'requester' : share?.holderId === actor.userId ? 'holder' : null;
    if (!share || !party) return err(CredentialErrors.requestNotFound({ share_id }));
    const to = nextStatus(SHARE_RULES, share.status, action as ShareAction, party);
    if (!to) return err(CredentialErrors.notAllowed({ status: share.status, action }));
    const now = deps.clock.now().toISOString();
    if (!(await s.credentials.setShareStatus(share.id, share.status, to, now)))
      return err(CredentialErrors.changed());
    if (to === 'approved' || (to === 'rejected' && party === 'requester')) {
      await notifyCredential(
        s,
        deps,
        share.holderId,
        'credentialShareDecided',
        share.typeName,
        TOAST[action],
      );
    }
    return ok({ message: TOAST[action], share: { ...share, status: to, updatedAt: now } });
  });
}
