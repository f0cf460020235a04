/**
 * spec §7 GET users/businessAdminId → {success, businessAdminId}; §6 "A business user
 * resolves the acting identity to the business admin id via a call; otherwise the user id."
 * The driving adapter uses it to build the trading `Actor` (`actingUserId` in
 * core/permissions/roles.ts). Membership is checked against the store, so a removed member
 * gets `not_found` rather than the admin's identity.
 */
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { actingUserId } from '../../permissions/roles';
import { readOnly } from '../../ports/unit-of-work';
import type { AccountActor, DepsOf } from '../account-deps';
import { asMember, businessAdminOf } from './business-access';

export interface BusinessAdminIdAnswer {
  readonly success: true;
  readonly businessAdminId: string;
}

/** The id the caller acts as: its business's admin for a business user, its own id otherwise. */
export async function businessAdminId(
  deps: DepsOf<'businessDirectory'>,
  actor: AccountActor,
): Promise<Result<BusinessAdminIdAnswer, DomainError>> {
  const businessId = actor.businessId;
  if (actor.role !== 'BUSINESSUSER' || !businessId)
    return ok({ success: true, businessAdminId: actor.userId });
  return readOnly(deps.uow, async (s) => {
    const member = await asMember(s.businessDirectory, businessId, actor.userId);
    if (!member.ok) return err(member.error);
    const admin = await businessAdminOf(s.businessDirectory, member.value.business);
    return ok({ success: true, businessAdminId: actingUserId(actor.role, actor.userId, admin) });
  });
}
