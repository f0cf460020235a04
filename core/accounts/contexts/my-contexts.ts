/**
 * The contexts a person may act in (spec §4 role context, §6 contexts): personal always, each
 * business they belong to (in their role there) and each ecosystem they run or one of their
 * businesses takes part in. The role-context switch (POST /auth/loginmode) accepts exactly these;
 * this list is what a context switcher offers.
 */
import type { DomainError } from '../../errors/domain-error';
import { ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import type { AccountActor, DepsOf } from '../account-deps';
import type { BusinessRole } from '../businesses/business';

type Deps = DepsOf<'businessDirectory' | 'ecosystemRegistry'>;

export interface BusinessContext {
  readonly businessId: string;
  readonly name: string;
  readonly role: BusinessRole;
}

export interface EcosystemContext {
  readonly ecosystemId: string;
  readonly name: string;
  readonly url: string;
  /** True when the person registered it (runs it). */
  readonly owned: boolean;
}

export interface MyContexts {
  /** Oldest membership first. */
  readonly businesses: readonly BusinessContext[];
  /** By id. */
  readonly ecosystems: readonly EcosystemContext[];
}

/** The signed-in person's businesses and ecosystems, whatever context the session is in. */
export async function myContexts(deps: Deps, actor: AccountActor): Promise<Result<MyContexts, DomainError>> {
  return transact(deps.uow, async (s) => {
    const memberships = await s.businessDirectory.membershipsOf(actor.userId);
    const businesses: BusinessContext[] = [];
    for (const m of memberships) {
      const business = await s.businessDirectory.get(m.businessId);
      if (business) businesses.push({ businessId: business.id, name: business.name, role: m.role });
    }
    const linked = await s.ecosystemRegistry.linkedTo(
      actor.userId,
      businesses.map((b) => b.businessId),
    );
    const ecosystems = linked.map(
      (e): EcosystemContext => ({
        ecosystemId: e.id,
        name: e.name,
        url: e.url,
        owned: e.ownerUserId === actor.userId,
      }),
    );
    return ok({ businesses, ecosystems });
  });
}
