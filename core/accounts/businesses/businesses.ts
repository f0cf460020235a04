/**
 * Businesses after registration (spec §7 POST /businesses, PUT /businesses?business_id=; §8
 * 'Successfully Registered Business', 'Successfully Updated Business', 'Failed to Update
 * business'). A signed-in person registers another business and becomes its BUSINESSADMIN
 * (registration of a *new account* with a business is the auth area's). Only members see a
 * business, and only its admins change it. Types and categories are spec §3's lists.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { shortText, validate } from '../../validation/field-kit';
import { businessNameField, businessTypeField, industryTypeField } from '../../validation/identity-fields';
import type { AccountActor, DepsOf } from '../account-deps';
import { ContextErrors } from '../contexts/contexts.errors';
import {
  BUSINESS_TYPES,
  type Business,
  type BusinessRole,
  DEFAULT_BUSINESS_CATEGORY,
  DEFAULT_BUSINESS_TYPE,
} from './business';
import { asBusinessAdmin, asMember } from './business-access';
import { BUSINESS_CATEGORIES, businessCategory } from './business-categories';
import type { BusinessApproval, BusinessChanges } from './business-directory';

type Deps = DepsOf<'businessDirectory'>;
const businessId = shortText();

export const createBusinessSchema = z.object({
  business_name: businessNameField,
  business_type: businessTypeField.default(DEFAULT_BUSINESS_TYPE),
  business_master_category: industryTypeField.default(DEFAULT_BUSINESS_CATEGORY),
});

export const updateBusinessSchema = z.object({
  business_id: businessId,
  business_name: businessNameField.optional(),
  business_type: businessTypeField.optional(),
  business_master_category: industryTypeField.optional(),
});

/** spec §3 business types and categories, for the forms. */
export function businessOptions(): { types: readonly string[]; categories: readonly string[] } {
  return { types: BUSINESS_TYPES, categories: BUSINESS_CATEGORIES };
}

/** Registers a business owned by the caller, who becomes its BUSINESSADMIN. */
export async function createBusiness(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Promise<Result<{ message: string; business: Business }, DomainError>> {
  const parsed = validate(createBusinessSchema, input, 'BUSINESS.INVALID');
  if (!parsed.ok) return parsed;
  const category = businessCategory(parsed.value.business_master_category);
  if (category === null) return err(ContextErrors.invalidCategory());
  return transact(deps.uow, async (s) => {
    const now = deps.clock.now().toISOString();
    const business: Business = {
      id: deps.ids.next(),
      name: parsed.value.business_name,
      type: parsed.value.business_type,
      category,
      ownerUserId: actor.userId,
      ecosystemId: null,
      createdAt: now,
    };
    await s.businessDirectory.insert(business);
    await s.businessDirectory.addMember({
      businessId: business.id,
      userId: actor.userId,
      role: 'BUSINESSADMIN',
      createdAt: now,
    });
    return ok({ message: MESSAGES.registeredBusiness, business });
  });
}

export interface BusinessView {
  readonly business: Business;
  /** The caller's role in it; null when the platform admin looks at it. */
  readonly role: BusinessRole | null;
  readonly approval: BusinessApproval | null;
}

/** A business as its members (and the platform admin) see it. */
export async function viewBusiness(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Promise<Result<BusinessView, DomainError>> {
  const parsed = validate(z.object({ business_id: businessId }), input, 'BUSINESS.INVALID');
  if (!parsed.ok) return parsed;
  return transact(deps.uow, async (s): Promise<Result<BusinessView, DomainError>> => {
    const id = parsed.value.business_id;
    if (actor.role === 'ispadmin') {
      const business = await s.businessDirectory.get(id);
      if (!business) return err(ContextErrors.businessNotFound({ business_id: id }));
      return ok({ business, role: null, approval: await s.businessDirectory.approvalOf(id) });
    }
    const member = await asMember(s.businessDirectory, id, actor.userId);
    if (!member.ok) return member;
    const approval = await s.businessDirectory.approvalOf(id);
    return ok({ business: member.value.business, role: member.value.membership.role, approval });
  });
}

/** Changes a business's name, type or category → 'Successfully Updated Business'. */
export async function updateBusiness(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Promise<Result<{ message: string; business: Business }, DomainError>> {
  const parsed = validate(updateBusinessSchema, input, 'BUSINESS.INVALID');
  if (!parsed.ok) return parsed;
  const { business_id, business_name, business_type, business_master_category } = parsed.value;
  const category =
    business_master_category === undefined ? undefined : businessCategory(business_master_category);
  if (category === null) return err(ContextErrors.invalidCategory());
  const changes: BusinessChanges = {
    ...(business_name !== undefined && { name: business_name }),
    ...(business_type !== undefined && { type: business_type }),
    ...(category !== undefined && { category }),
  };
  return transact(deps.uow, async (s) => {
    const admin = await asBusinessAdmin(s.businessDirectory, business_id, actor.userId, () =>
      ContextErrors.updateFailed(),
    );
    if (!admin.ok) return admin;
    if (!(await s.businessDirectory.update(business_id, changes))) return err(ContextErrors.updateLost());
    return ok({ message: MESSAGES.updatedBusiness, business: { ...admin.value.business, ...changes } });
  });
}
