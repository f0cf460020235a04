/**
 * What each party sees. The holder and the issuer see the credential; a requester sees it only
 * while a share of it to them is shared, in review or approved. A share the caller is not party
 * to, and a credential they may not see, are `not_found`.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import type { AccountActor, DepsOf } from '../account-deps';
import type { Credential, CredentialShare } from './credential';
import { idField } from './credential-input';
import { SHARE_VISIBLE } from './credential-machine';
import { CredentialErrors } from './credentials.errors';

type Deps = DepsOf<'credentials'>;
type Done<T> = Promise<Result<T, DomainError>>;

/** One credential, if the caller is its holder, its issuer or a requester it is shared with. */
export async function viewCredential(deps: Deps, actor: AccountActor, input: unknown): Done<Credential> {
  const parsed = z.object({ credential_id: idField }).safeParse(input);
  if (!parsed.success) return err(CredentialErrors.invalid());
  return transact(deps.uow, async (s) => {
    const credential = await s.credentials.get(parsed.data.credential_id);
    if (!credential) return err(CredentialErrors.credentialNotFound());
    if (credential.holderId === actor.userId || credential.issuerId === actor.userId) return ok(credential);
    const shares = await s.credentials.sharesOf(credential.id, actor.userId);
    return shares.some((sh) => SHARE_VISIBLE.includes(sh.status))
      ? ok(credential)
      : err(CredentialErrors.credentialNotFound());
  });
}

export interface MyCredentials {
  readonly held: readonly Credential[];
  readonly issuing: readonly Credential[];
}

/** The credentials the caller holds and those asked of them or issued by them, newest first. */
export async function myCredentials(deps: Deps, actor: AccountActor): Done<MyCredentials> {
  const all = await deps.uow.run((s) => s.credentials.listForParty(actor.userId));
  return ok({
    held: all.filter((c) => c.holderId === actor.userId),
    issuing: all.filter((c) => c.issuerId === actor.userId),
  });
}

export interface ShareView extends CredentialShare {
  /** The shared credential, for the requester only while it is visible to them; always for the holder. */
  readonly credential: Credential | null;
}

/** The caller's shares: as holder (outgoing) and as requester (incoming), newest first. */
export async function myShares(
  deps: Deps,
  actor: AccountActor,
): Done<{ outgoing: ShareView[]; incoming: ShareView[] }> {
  return transact(deps.uow, async (s) => {
    const shares = await s.credentials.sharesForParty(actor.userId);
    const views: ShareView[] = [];
    for (const share of shares) {
      const visible = share.holderId === actor.userId || SHARE_VISIBLE.includes(share.status);
      const credential = visible && share.credentialId ? await s.credentials.get(share.credentialId) : null;
      views.push({ ...share, credential });
    }
    return ok({
      outgoing: views.filter((v) => v.holderId === actor.userId),
      incoming: views.filter((v) => v.requesterId === actor.userId),
    });
  });
}
