/**
 * The platform admin approves partner ecosystems (spec §6 "admin and ispadmin approvals"; §8
 * 'Approved successfully'). Until approved, an ecosystem's redirect URIs take no sign-on and
 * its pages are no CORS origin: registering alone must not let anyone receive other people's
 * logins. Approval is recorded once (compare-and-set). The owner may rotate the client secret
 * its server presents at the code exchange, e.g. after a leak; the new one is shown once.
 */
import { z } from 'zod';
import { issueClientSecret } from '../../auth/client-secret';
import type { AuthCrypto } from '../../auth/crypto';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { shortText, validate } from '../../validation/field-kit';
import { type AccountActor, type DepsOf, isPlatformAdmin } from '../account-deps';
import { ContextErrors } from '../contexts/contexts.errors';
import type { Ecosystem } from './ecosystem';
import { owned } from './ecosystems';

type Deps = DepsOf<'ecosystemRegistry'>;
type Done<T> = Promise<Result<T, DomainError>>;
const ecosystemInput = z.object({ ecosystem_id: shortText() });

/** Ecosystems awaiting approval (platform admin only). */
export async function listUnapprovedEcosystems(deps: Deps, actor: AccountActor): Done<Ecosystem[]> {
  if (!isPlatformAdmin(actor)) return err(ContextErrors.notPlatformAdmin());
  return ok(await deps.uow.run((s) => s.ecosystemRegistry.unapproved(100)));
}

/** Approves an ecosystem → 'Approved successfully'; its redirect URIs count from now on. */
export async function approveEcosystem(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string }> {
  if (!isPlatformAdmin(actor)) return err(ContextErrors.notPlatformAdmin());
  const parsed = validate(ecosystemInput, input, 'ECOSYSTEM.INVALID');
  if (!parsed.ok) return parsed;
  const id = parsed.value.ecosystem_id;
  return transact(deps.uow, async (s) => {
    if (!(await s.ecosystemRegistry.get(id)))
      return err(ContextErrors.ecosystemNotFound({ ecosystem_id: id }));
    const at = deps.clock.now().toISOString();
    if (!(await s.ecosystemRegistry.approve(id, actor.userId, at)))
      return err(ContextErrors.ecosystemAlreadyApproved());
    return ok({ message: MESSAGES.approvedSuccessfully });
  });
}

/** Replaces the owner's client secret → 'Updated Successfully' and the new secret (shown once). */
export async function rotateEcosystemSecret(
  deps: Deps & { readonly crypto: Pick<AuthCrypto, 'secrets' | 'digest'> },
  actor: AccountActor,
  input: unknown,
): Done<{ message: string; clientSecret: string }> {
  const parsed = validate(ecosystemInput, input, 'ECOSYSTEM.INVALID');
  if (!parsed.ok) return parsed;
  return transact(deps.uow, async (s) => {
    const ecosystem = await owned(s, actor, parsed.value.ecosystem_id);
    if (!ecosystem.ok) return ecosystem;
    const secret = issueClientSecret(deps.crypto);
    if (!(await s.ecosystemRegistry.setClientSecretHash(ecosystem.value.id, secret.hash)))
      return err(ContextErrors.ecosystemNotFound({ ecosystem_id: ecosystem.value.id }));
    return ok({ message: MESSAGES.updatedSuccessfully, clientSecret: secret.secret });
  });
}
