/**
 * The ecosystems a person runs, as their owner sees them (spec §3 Ecosystem; §7 the ecosystem
 * page): every field, the redirect URIs registered for single sign-on and whether a platform
 * admin approved it yet — in any context, since an ecosystem belongs to the person who
 * registered it. Never the client secret (only its hash is kept).
 */
import type { DomainError } from '../../errors/domain-error';
import { ok, type Result } from '../../errors/result';
import type { AccountActor, DepsOf } from '../account-deps';
import type { Ecosystem } from './ecosystem';

/** The caller's own ecosystems, by id. */
export async function ownedEcosystems(
  deps: DepsOf<'ecosystemRegistry'>,
  actor: AccountActor,
): Promise<Result<Ecosystem[], DomainError>> {
  const linked = await deps.uow.run((s) => s.ecosystemRegistry.linkedTo(actor.userId, []));
  return ok(linked.filter((e) => e.ownerUserId === actor.userId));
}
