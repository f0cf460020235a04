/**
 * Members of a business and their roles (spec §6 token roles BUSINESSADMIN, BUSINESSUSER,
 * BUSINESSSELLER). Members see the member list; only admins re-role or remove members. Nobody
 * is added without consent: people join by accepting an invitation (`business-invitations.ts`).
 * The owner always stays an admin, so a business never loses its last owner-admin.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { shortText, validate } from '../../validation/field-kit';
import type { AccountActor, DepsOf } from '../account-deps';
import { CONTEXT_TEXT, ContextErrors } from '../contexts/contexts.errors';
import type { BusinessRole } from './business';
import { asBusinessAdmin, asMember } from './business-access';

type Deps = DepsOf<'businessDirectory' | 'users'>;
type Done<T> = Promise<Result<T, DomainError>>;

export const BUSINESS_ROLES = [
  'BUSINESSADMIN',
  'BUSINESSUSER',
  'BUSINESSSELLER',
] as const satisfies readonly BusinessRole[];
const id = shortText();
const role = z.enum(BUSINESS_ROLES, { error: CONTEXT_TEXT.invalidRole });

export interface MemberListing {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: BusinessRole;
  readonly createdAt: string;
}

/** The members of a business the caller belongs to. */
export async function listMembers(deps: Deps, actor: AccountActor, input: unknown): Done<MemberListing[]> {
  const parsed = validate(z.object({ business_id: id }), input, 'BUSINESS.INVALID');
  if (!parsed.ok) return parsed;
  return transact(deps.uow, async (s) => {
    const member = await asMember(s.businessDirectory, parsed.value.business_id, actor.userId);
    if (!member.ok) return member;
    const members = await s.businessDirectory.members(parsed.value.business_id);
    const listing: MemberListing[] = [];
    for (const m of members) {
      const user = await s.users.findById(m.userId);
      listing.push({
        userId: m.userId,
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        role: m.role,
        createdAt: m.createdAt,
      });
    }
    return ok(listing);
  });
}

/** Changes a member's role → 'Updated Successfully'. The owner stays an admin. */
export async function changeMemberRole(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string }> {
  const parsed = validate(z.object({ business_id: id, user_id: id, role }), input, 'BUSINESS.INVALID');
  if (!parsed.ok) return parsed;
  const { business_id, user_id } = parsed.value;
  return transact(deps.uow, async (s) => {
    const admin = await asBusinessAdmin(s.businessDirectory, business_id, actor.userId);
    if (!admin.ok) return admin;
    const target = await s.businessDirectory.findMembership(business_id, user_id);
    if (!target) return err(ContextErrors.memberNotFound());
    if (user_id === admin.value.business.ownerUserId && parsed.value.role !== 'BUSINESSADMIN')
      return err(ContextErrors.ownerStays());
    if (!(await s.businessDirectory.setMemberRole(business_id, user_id, target.role, parsed.value.role)))
      return err(ContextErrors.updateLost());
    return ok({ message: MESSAGES.updatedSuccessfully });
  });
}

/** Removes a member (never the owner) → 'Updated Successfully'. */
export async function removeMember(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string }> {
  const parsed = validate(z.object({ business_id: id, user_id: id }), input, 'BUSINESS.INVALID');
  if (!parsed.ok) return parsed;
  const { business_id, user_id } = parsed.value;
  return transact(deps.uow, async (s) => {
    const admin = await asBusinessAdmin(s.businessDirectory, business_id, actor.userId);
    if (!admin.ok) return admin;
    if (user_id === admin.value.business.ownerUserId) return err(ContextErrors.ownerStays());
    if (!(await s.businessDirectory.removeMember(business_id, user_id)))
      return err(ContextErrors.memberNotFound());
    return ok({ message: MESSAGES.updatedSuccessfully });
  });
}
