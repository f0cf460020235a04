import type { MemoryDb } from '../../testing/memory-db';
import type { Business, BusinessInvitation, BusinessMembership } from './business';
import type { BusinessApproval, BusinessDirectory } from './business-directory';
import { memoryBusinessStore } from './memory-business-store';

/**
 * In-memory `BusinessDirectory`. Businesses and memberships are the auth area's rows (its fake
 * is reused for the methods both ports share); approvals are a table of their own.
 */
export function memoryBusinessDirectory(db: MemoryDb): BusinessDirectory {
  const shared = memoryBusinessStore(db);
  const businesses = db.table<Business>('businesses');
  const members = db.table<BusinessMembership>('business_members');
  const approvals = db.table<BusinessApproval>('business_approvals');
  const invitations = db.table<BusinessInvitation>('business_invitations');
  const find = (businessId: string, userId: string) =>
    members.all().find((m) => m.businessId === businessId && m.userId === userId);
  // The key the auth fake files memberships under; the contract suite proves they agree.
  const memberKey = (m: BusinessMembership) => `${m.businessId}\u0000${m.userId}`;
  return {
    insert: (business) => shared.insert(business),
    addMember: (membership) => shared.addMember(membership),
    findMembership: (businessId, userId) => shared.findMembership(businessId, userId),
    membershipsOf: (userId) => shared.membershipsOf(userId),
    async get(businessId) {
      return businesses.get(businessId) ?? null;
    },
    async update(businessId, changes) {
      const business = businesses.get(businessId);
      if (!business) return false;
      businesses.put(businessId, { ...business, ...changes });
      return true;
    },
    async members(businessId) {
      return members
        .all()
        .filter((m) => m.businessId === businessId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async setMemberRole(businessId, userId, from, to) {
      const m = find(businessId, userId);
      if (!m || m.role !== from) return false;
      members.put(memberKey(m), { ...m, role: to });
      return true;
    },
    async removeMember(businessId, userId) {
      const m = find(businessId, userId);
      return m ? members.delete(memberKey(m)) : false;
    },
    async approvalOf(businessId) {
      return approvals.get(businessId) ?? null;
    },
    async approve(approval) {
      if (approvals.has(approval.businessId)) return false;
      approvals.put(approval.businessId, approval);
      return true;
    },
    async unapproved(limit) {
      return businesses
        .all()
        .filter((b) => !approvals.has(b.id))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .slice(0, limit);
    },
    async invite(invitation) {
      const existing = invitations
        .all()
        .find((i) => i.businessId === invitation.businessId && i.email === invitation.email);
      const stored: BusinessInvitation = existing
        ? { ...invitation, id: existing.id, status: 'pending', decidedAt: null }
        : invitation;
      invitations.put(stored.id, stored);
      return stored;
    },
    async invitation(invitationId) {
      return invitations.get(invitationId) ?? null;
    },
    async pendingInvitations(email) {
      return invitations
        .all()
        .filter((i) => i.email === email && i.status === 'pending')
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async pendingInvitationsOf(businessId) {
      return invitations
        .all()
        .filter((i) => i.businessId === businessId && i.status === 'pending')
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async decideInvitation(invitationId, to, at) {
      const i = invitations.get(invitationId);
      if (i?.status !== 'pending') return false;
      invitations.put(invitationId, { ...i, status: to, decidedAt: at });
      return true;
    },
  };
}
