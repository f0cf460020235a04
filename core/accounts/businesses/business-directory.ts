import type { Business, BusinessInvitation, BusinessMembership, BusinessRole } from './business';

/** What may be changed on a business (spec PUT /businesses?business_id=). */
export type BusinessChanges = Partial<Pick<Business, 'name' | 'type' | 'category'>>;

/** A platform admin's approval of a business (spec §6 "admin and ispadmin approvals"). */
export interface BusinessApproval {
  readonly businessId: string;
  readonly approvedBy: string;
  /** ISO instant. */
  readonly approvedAt: string;
}

/**
 * Businesses as their admins and the platform admin manage them, over the same rows as the
 * auth area's `BusinessStore` (`insert`, `addMember` and `findMembership` mean exactly what they
 * mean there, so one adapter serves both ports).
 */
export interface BusinessDirectory {
  get(businessId: string): Promise<Business | null>;
  insert(business: Business): Promise<void>;
  /** Applies the changes; false when the business does not exist. */
  update(businessId: string, changes: BusinessChanges): Promise<boolean>;
  /** Adds a member; false (nothing written) when the user is already a member. */
  addMember(membership: BusinessMembership): Promise<boolean>;
  findMembership(businessId: string, userId: string): Promise<BusinessMembership | null>;
  /** The user's memberships, oldest first (the auth store's `membershipsOf`). */
  membershipsOf(userId: string): Promise<BusinessMembership[]>;
  /** The business's members, oldest first. */
  members(businessId: string): Promise<BusinessMembership[]>;
  /** Sets a member's role only if it is still `from`; false otherwise. */
  setMemberRole(businessId: string, userId: string, from: BusinessRole, to: BusinessRole): Promise<boolean>;
  /** Removes a member; false when the user was not one. */
  removeMember(businessId: string, userId: string): Promise<boolean>;
  approvalOf(businessId: string): Promise<BusinessApproval | null>;
  /** Records the approval; false (nothing written) when the business is already approved. */
  approve(approval: BusinessApproval): Promise<boolean>;
  /** Businesses without an approval, oldest first, at most `limit`. */
  unapproved(limit: number): Promise<Business[]>;
  /**
   * Records a pending invitation; when the business already invited that email, reopens that
   * row instead (pending again, the new role, inviter and time; its id kept). Returns the stored row.
   */
  invite(invitation: BusinessInvitation): Promise<BusinessInvitation>;
  invitation(invitationId: string): Promise<BusinessInvitation | null>;
  /** Pending invitations to the email (lower-cased), oldest first. */
  pendingInvitations(email: string): Promise<BusinessInvitation[]>;
  /** The business's pending invitations, oldest first. */
  pendingInvitationsOf(businessId: string): Promise<BusinessInvitation[]>;
  /** Moves a pending invitation to `to` (compare-and-set); false when it is no longer pending. */
  decideInvitation(invitationId: string, to: 'accepted' | 'declined', at: string): Promise<boolean>;
}
