/**
 * The platform admin approves businesses (spec §6 "admin and ispadmin approvals", §8 'Approved
 * successfully'). Approval is recorded once; approving twice is a conflict, so two admins
 * clicking together produce one approval.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { shortText, validate } from '../../validation/field-kit';
import { type AccountActor, type DepsOf, isPlatformAdmin } from '../account-deps';
import { ContextErrors } from '../contexts/contexts.errors';
import type { Business } from './business';

type Deps = DepsOf<'businessDirectory'>;

/** Businesses awaiting approval, oldest first (platform admin only). */
export async function listUnapprovedBusinesses(
  deps: Deps,
  actor: AccountActor,
): Promise<Result<Business[], DomainError>> {
  if (!isPlatformAdmin(actor)) return err(ContextErrors.notPlatformAdmin());
  return ok(await deps.uow.run((s) => s.businessDirectory.unapproved(100)));
}

/** Approves a business → 'Approved successfully'. */
export async function approveBusiness(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Promise<Result<{ message: string }, DomainError>> {
  if (!isPlatformAdmin(actor)) return err(ContextErrors.notPlatformAdmin());
  const parsed = validate(z.object({ business_id: shortText() }), input, 'BUSINESS.INVALID');
  if (!parsed.ok) return parsed;
  const businessId = parsed.value.business_id;
  return transact(deps.uow, async (s) => {
    if (!(await s.businessDirectory.get(businessId)))
      return err(ContextErrors.businessNotFound({ business_id: businessId }));
    const approval = { businessId, approvedBy: actor.userId, approvedAt: deps.clock.now().toISOString() };
    if (!(await s.businessDirectory.approve(approval))) return err(ContextErrors.alreadyApproved());
    return ok({ message: MESSAGES.approvedSuccessfully });
  });
}
