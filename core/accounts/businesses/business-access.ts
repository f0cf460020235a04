/**
 * Who may see and manage a business. Membership is read from the store on every call, not
 * trusted from the token: a member removed a minute ago has no access, whatever token they hold.
 * Outsiders get `not_found`, so business ids cannot be probed; members who are not its admin
 * get `forbidden`.
 */
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { ContextErrors } from '../contexts/contexts.errors';
import type { Business, BusinessMembership } from './business';
import type { BusinessDirectory } from './business-directory';

export interface MemberView {
  readonly business: Business;
  readonly membership: BusinessMembership;
}

/** The business and the user's membership in it, or `not_found` for outsiders. */
export async function asMember(
  directory: BusinessDirectory,
  businessId: string,
  userId: string,
): Promise<Result<MemberView, DomainError>> {
  const business = await directory.get(businessId);
  const membership = business ? await directory.findMembership(businessId, userId) : null;
  if (!business || !membership) return err(ContextErrors.businessNotFound({ business_id: businessId }));
  return ok({ business, membership });
}

/** As `asMember`, and the member must be a business admin (else `refusal`). */
export async function asBusinessAdmin(
  directory: BusinessDirectory,
  businessId: string,
  userId: string,
  refusal: () => DomainError = () => ContextErrors.notBusinessAdmin(),
): Promise<Result<MemberView, DomainError>> {
  const member = await asMember(directory, businessId, userId);
  if (!member.ok) return member;
  return member.value.membership.role === 'BUSINESSADMIN' ? member : err(refusal());
}

/**
 * The admin a business's users act as (spec §6): its owner while the owner is still an admin,
 * else its longest-standing admin; null for a business without admins.
 */
export async function businessAdminOf(
  directory: BusinessDirectory,
  business: Business,
): Promise<string | null> {
  const admins = (await directory.members(business.id)).filter((m) => m.role === 'BUSINESSADMIN');
  return (admins.find((m) => m.userId === business.ownerUserId) ?? admins[0])?.userId ?? null;
}
