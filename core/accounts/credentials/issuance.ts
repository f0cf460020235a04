/**
 * Getting a credential issued: the holder asks an issuer, the issuer reviews, issues or
 * rejects, the holder may cancel while it is open (transitions in credential-machine.ts).
 * Only the holder and the issuer act on it; to anyone else it does not exist.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import type { AccountActor, DepsOf } from '../account-deps';
import type { Credential } from './credential';
import { checkAttributes, credentialTypeSchema, idField } from './credential-input';
import {
  CREDENTIAL_RULES,
  type CredentialAction,
  type CredentialParty,
  nextStatus,
} from './credential-machine';
import { CREDENTIAL_ACTION_MESSAGES as TOAST } from './credential-messages';
import { notifyCredential } from './credential-notify';
import { CredentialErrors } from './credentials.errors';

type Deps = DepsOf<'credentials' | 'users' | 'outbox'>;
type Done<T> = Promise<Result<T, DomainError>>;

const requestSchema = z.object({ issuer_id: idField, credential_type: credentialTypeSchema });

/** The holder asks `issuer_id` to issue a credential → 'Credentials have been requested'. */
export async function requestCredential(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string; credential: Credential }> {
  const parsed = requestSchema.safeParse(input);
  if (!parsed.success) return err(CredentialErrors.invalid());
  const { issuer_id, credential_type } = parsed.data;
  if (issuer_id === actor.userId) return err(CredentialErrors.yourself());
  const attributes = checkAttributes(credential_type.name, credential_type.entity_attributes);
  if (!attributes.ok) return attributes;
  return transact(deps.uow, async (s) => {
    if (!(await s.users.findById(issuer_id))) return err(CredentialErrors.accountNotFound());
    const now = deps.clock.now().toISOString();
    const credential: Credential = {
      id: deps.ids.next(),
      holderId: actor.userId,
      issuerId: issuer_id,
      typeName: credential_type.name,
      attributes: attributes.value,
      status: 'requested',
      createdAt: now,
      updatedAt: now,
    };
    await s.credentials.insert(credential);
    await notifyCredential(
      s,
      deps,
      issuer_id,
      'credentialRequested',
      credential.typeName,
      'A credential was requested from you',
    );
    return ok({ message: TOAST.request, credential });
  });
}

const actionSchema = z.object({
  credential_id: idField,
  action: z.enum(['review', 'issue', 'reject', 'cancel']),
});

/** The holder cancels, or the issuer reviews, issues or rejects → that action's toast. */
export async function actOnCredential(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string; credential: Credential }> {
  const parsed = actionSchema.safeParse(input);
  if (!parsed.success) return err(CredentialErrors.invalid());
  const { credential_id, action } = parsed.data;
  return transact(deps.uow, async (s) => {
    const credential = await s.credentials.get(credential_id);
    const party: CredentialParty | null =
      credential?.issuerId === actor.userId
        ? 'issuer'
        : credential?.holderId === actor.userId
          ? 'holder'
          : null;
    if (!credential || !party) return err(CredentialErrors.credentialNotFound({ credential_id }));
    const to = nextStatus(CREDENTIAL_RULES, credential.status, action as CredentialAction, party);
    if (!to) return err(CredentialErrors.notAllowed({ status: credential.status, action }));
    const now = deps.clock.now().toISOString();
    if (!(await s.credentials.setStatus(credential.id, credential.status, to, now)))
      return err(CredentialErrors.changed());
    if (to === 'issued' || to === 'rejected') {
      const type = to === 'issued' ? 'credentialIssued' : 'credentialRejected';
      await notifyCredential(s, deps, credential.holderId, type, credential.typeName, TOAST[action]);
    }
    return ok({ message: TOAST[action], credential: { ...credential, status: to, updatedAt: now } });
  });
}
