/**
 * Joining a business takes the person's consent (spec §7 lists "invitations" under businesses;
 * the flow is ours). A business admin invites an email in a role → 'Sent Successfully', and the
 * invitee is told by email. The person signed in with that email sees the invitation and accepts
 * it → 'Successfully Added' (only now do they hold the role) or declines it → 'Updated
 * Successfully'. An invitation to any other person's email reads as not found, so ids cannot be
 * probed; whether an email has an account is never revealed to the inviter.
 *
 * Holding an account that names the email is not enough: sign-up proves only where its code
 * went (usually the mobile number), so anyone could have typed someone else's address. Only an
 * email proven by an OTP sent to it (`User.emailVerifiedAt`: an email sign-up, or PUT /users with
 * a contact code) sees and answers the invitations to it.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { shortText, validate } from '../../validation/field-kit';
import { requiredEmailField } from '../../validation/identity-fields';
import { VALIDATION_MESSAGES } from '../../validation/messages';
import type { AccountActor, DepsOf } from '../account-deps';
import { CONTEXT_TEXT, ContextErrors } from '../contexts/contexts.errors';
import { normalizeEmail } from '../identifier';
import type { User } from '../user';
import type { BusinessInvitation } from './business';
import { asBusinessAdmin } from './business-access';
import { BUSINESS_ROLES } from './business-members';

type Deps = DepsOf<'businessDirectory' | 'users' | 'outbox'>;
type Done<T> = Promise<Result<T, DomainError>>;

const id = shortText();
const role = z.enum(BUSINESS_ROLES, { error: CONTEXT_TEXT.invalidRole });

/** An invitation as its invitee sees it: with the business's name. */
export interface InvitationListing {
  readonly invitation: BusinessInvitation;
  readonly businessName: string;
}

/** The business admin invites an email in a role → 'Sent Successfully'. */
export async function inviteMember(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string; invitation: BusinessInvitation }> {
  const schema = z.object({
    business_id: id,
    email: requiredEmailField(VALIDATION_MESSAGES.invalidEmail),
    role,
  });
  const parsed = validate(schema, input, 'BUSINESS.INVALID');
  if (!parsed.ok) return parsed;
  const { business_id } = parsed.value;
  const email = normalizeEmail(parsed.value.email);
  return transact(deps.uow, async (s) => {
    const admin = await asBusinessAdmin(s.businessDirectory, business_id, actor.userId);
    if (!admin.ok) return admin;
    const existing = await s.users.findByEmail(email);
    if (existing && (await s.businessDirectory.findMembership(business_id, existing.id)))
      return err(ContextErrors.alreadyMember());
    const now = deps.clock.now().toISOString();
    const invitation = await s.businessDirectory.invite({
      id: deps.ids.next(),
      businessId: business_id,
      email,
      role: parsed.value.role,
      invitedBy: actor.userId,
      status: 'pending',
      createdAt: now,
      decidedAt: null,
    });
    await s.outbox.enqueue({
      id: deps.ids.next(),
      channel: 'email',
      to: email,
      subject: `Invitation to join ${admin.value.business.name}`,
      body: `You have been invited to join ${admin.value.business.name}. Sign in to accept or decline the invitation (if you have not verified this email address on your profile yet, verify it first).`,
      createdAt: now,
    });
    return ok({ message: MESSAGES.sentSuccessfully, invitation });
  });
}

/** A business's pending invitations, oldest first, for its admins (members: forbidden). */
export async function sentInvitations(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<BusinessInvitation[]> {
  const parsed = validate(z.object({ business_id: id }), input, 'BUSINESS.INVALID');
  if (!parsed.ok) return parsed;
  return transact(deps.uow, async (s) => {
    const admin = await asBusinessAdmin(s.businessDirectory, parsed.value.business_id, actor.userId);
    if (!admin.ok) return admin;
    return ok(await s.businessDirectory.pendingInvitationsOf(parsed.value.business_id));
  });
}

/** The caller's pending invitations, oldest first. */
export async function myInvitations(deps: Deps, actor: AccountActor): Done<InvitationListing[]> {
  return transact(deps.uow, async (s) => {
    const user = await s.users.findById(actor.userId);
    if (!user?.email || !emailProven(user)) return ok([]);
    const listing: InvitationListing[] = [];
    for (const invitation of await s.businessDirectory.pendingInvitations(user.email)) {
      const business = await s.businessDirectory.get(invitation.businessId);
      if (business) listing.push({ invitation, businessName: business.name });
    }
    return ok(listing);
  });
}

/** The invitee accepts: the membership and the decision are written together → 'Successfully Added'. */
export async function acceptInvitation(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string; invitation: BusinessInvitation }> {
  return decide(deps, actor, input, 'accepted');
}

/** The invitee declines → 'Updated Successfully'; nothing else changes. */
export async function declineInvitation(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string; invitation: BusinessInvitation }> {
  return decide(deps, actor, input, 'declined');
}

/** True when the account's email was proven by a code sent to it. */
function emailProven(user: Pick<User, 'emailVerifiedAt'>): boolean {
  return typeof user.emailVerifiedAt === 'string';
}

async function decide(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
  to: 'accepted' | 'declined',
): Done<{ message: string; invitation: BusinessInvitation }> {
  const parsed = validate(z.object({ invitation_id: id }), input, 'BUSINESS.INVALID');
  if (!parsed.ok) return parsed;
  const { invitation_id } = parsed.value;
  return transact(deps.uow, async (s): Done<{ message: string; invitation: BusinessInvitation }> => {
    const user = await s.users.findById(actor.userId);
    const invitation = await s.businessDirectory.invitation(invitation_id);
    if (!invitation || !user?.email || invitation.email !== user.email)
      return err(ContextErrors.invitationNotFound({ invitation_id }));
    if (!emailProven(user)) return err(ContextErrors.emailNotVerified({ invitation_id }));
    if (invitation.status !== 'pending') return err(ContextErrors.invitationDecided());
    const at = deps.clock.now().toISOString();
    if (!(await s.businessDirectory.decideInvitation(invitation.id, to, at)))
      return err(ContextErrors.invitationDecided());
    const decided: BusinessInvitation = { ...invitation, status: to, decidedAt: at };
    if (to === 'declined') return ok({ message: MESSAGES.updatedSuccessfully, invitation: decided });
    const added = await s.businessDirectory.addMember({
      businessId: invitation.businessId,
      userId: user.id,
      role: invitation.role,
      createdAt: at,
    });
    if (!added) return err(ContextErrors.alreadyMember());
    return ok({ message: MESSAGES.successfullyAdded, invitation: decided });
  });
}
