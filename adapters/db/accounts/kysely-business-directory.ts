import type { Kysely, Selectable } from 'kysely';
import type {
  BusinessInvitation,
  BusinessRole,
  InvitationStatus,
} from '../../../core/accounts/businesses/business';
import type { BusinessDirectory } from '../../../core/accounts/businesses/business-directory';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import { rowToBusiness, rowToMember } from './business-rows';
import { kyselyBusinessStore } from './kysely-business-store';

/**
 * `BusinessDirectory` on the `businesses` and `business_members` rows (`business-tables.ts`;
 * the methods both ports share are `kyselyBusinessStore`'s, the auth area's `BusinessStore`),
 * plus `business_approvals`. Role changes are a
 * conditional UPDATE on the expected role; an approval is `INSERT … ON CONFLICT DO NOTHING` on
 * its business, so it is recorded once. Invitations are one row per business and email (a unique
 * index): inviting again is an upsert on that pair, deciding one a conditional UPDATE from pending.
 */
type InvitationRow = Selectable<Database['business_invitations']>;
const rowToInvitation = (r: InvitationRow): BusinessInvitation => ({
  id: r.id,
  businessId: r.business_id,
  email: r.email,
  role: r.role as BusinessRole,
  invitedBy: r.invited_by,
  status: r.status as InvitationStatus,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
});

export function kyselyBusinessDirectory(db: Kysely<Database>, dialect: DialectName): BusinessDirectory {
  const shared = kyselyBusinessStore(db, dialect);
  const get = async (businessId: string) => {
    const row = await db.selectFrom('businesses').selectAll().where('id', '=', businessId).executeTakeFirst();
    return row ? rowToBusiness(row) : null;
  };
  return {
    insert: shared.insert,
    addMember: shared.addMember,
    findMembership: shared.findMembership,
    membershipsOf: shared.membershipsOf,
    get,
    async update(businessId, changes) {
      const set = {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.type !== undefined && { type: changes.type }),
        ...(changes.category !== undefined && { category: changes.category }),
      };
      if (Object.keys(set).length === 0) return (await get(businessId)) !== null;
      const result = await db
        .updateTable('businesses')
        .set(set)
        .where('id', '=', businessId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async members(businessId) {
      const rows = await db
        .selectFrom('business_members')
        .selectAll()
        .where('business_id', '=', businessId)
        .orderBy('created_at')
        .orderBy(byCodePoint('user_id', dialect))
        .execute();
      return rows.map(rowToMember);
    },
    async setMemberRole(businessId, userId, from, to) {
      const result = await db
        .updateTable('business_members')
        .set({ role: to })
        .where('business_id', '=', businessId)
        .where('user_id', '=', userId)
        .where('role', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async removeMember(businessId, userId) {
      const result = await db
        .deleteFrom('business_members')
        .where('business_id', '=', businessId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
    async approvalOf(businessId) {
      const r = await db
        .selectFrom('business_approvals')
        .selectAll()
        .where('business_id', '=', businessId)
        .executeTakeFirst();
      return r ? { businessId: r.business_id, approvedBy: r.approved_by, approvedAt: r.approved_at } : null;
    },
    async approve(approval) {
      const result = await db
        .insertInto('business_approvals')
        .values({
          business_id: approval.businessId,
          approved_by: approval.approvedBy,
          approved_at: approval.approvedAt,
        })
        .onConflict((oc) => oc.column('business_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    async unapproved(limit) {
      const rows = await db
        .selectFrom('businesses')
        .leftJoin('business_approvals', 'business_approvals.business_id', 'businesses.id')
        .selectAll('businesses')
        .where('business_approvals.business_id', 'is', null)
        .orderBy('businesses.created_at')
        .orderBy(byCodePoint('businesses.id', dialect))
        .limit(limit)
        .execute();
      return rows.map(rowToBusiness);
    },
    async invite(i) {
      await db
        .insertInto('business_invitations')
        .values({
          id: i.id,
          business_id: i.businessId,
          email: i.email,
          role: i.role,
          invited_by: i.invitedBy,
          status: 'pending',
          created_at: i.createdAt,
          decided_at: null,
        })
        .onConflict((oc) =>
          oc.columns(['business_id', 'email']).doUpdateSet({
            role: i.role,
            invited_by: i.invitedBy,
            status: 'pending',
            created_at: i.createdAt,
            decided_at: null,
          }),
        )
        .execute();
      const row = await db
        .selectFrom('business_invitations')
        .selectAll()
        .where('business_id', '=', i.businessId)
        .where('email', '=', i.email)
        .executeTakeFirstOrThrow();
      return rowToInvitation(row);
    },
    async invitation(invitationId) {
      const row = await db
        .selectFrom('business_invitations')
        .selectAll()
        .where('id', '=', invitationId)
        .executeTakeFirst();
      return row ? rowToInvitation(row) : null;
    },
    async pendingInvitations(email) {
      const rows = await db
        .selectFrom('business_invitations')
        .selectAll()
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .orderBy('created_at')
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToInvitation);
    },
    async pendingInvitationsOf(businessId) {
      const rows = await db
        .selectFrom('business_invitations')
        .selectAll()
        .where('business_id', '=', businessId)
        .where('status', '=', 'pending')
        .orderBy('created_at')
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToInvitation);
    },
    async decideInvitation(invitationId, to, at) {
      const result = await db
        .updateTable('business_invitations')
        .set({ status: to, decided_at: at })
        .where('id', '=', invitationId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
