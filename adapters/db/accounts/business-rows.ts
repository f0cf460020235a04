import type { Insertable, Selectable } from 'kysely';
import type {
  Business,
  BusinessMembership,
  BusinessRole,
  BusinessType,
} from '../../../core/accounts/businesses/business';
import type { Database } from '../schema';

// Business and membership rows to and from the domain's `Business` and `BusinessMembership`,
// one mapping for the auth area's `BusinessStore` and the account area's `BusinessDirectory`,
// which read and write the same rows (`business-tables.ts`).

/** A `businesses` row as read. */
export type BusinessRow = Selectable<Database['businesses']>;
/** A `business_members` row as read. */
export type MemberRow = Selectable<Database['business_members']>;

/** The row that stores a business. */
export function businessToRow(b: Business): Insertable<Database['businesses']> {
  return {
    id: b.id,
    name: b.name,
    type: b.type,
    category: b.category,
    owner_user_id: b.ownerUserId,
    ecosystem_id: b.ecosystemId,
    created_at: b.createdAt,
  };
}

/** The business a row holds. */
export function rowToBusiness(r: BusinessRow): Business {
  return {
    id: r.id,
    name: r.name,
    type: r.type as BusinessType,
    category: r.category,
    ownerUserId: r.owner_user_id,
    ecosystemId: r.ecosystem_id,
    createdAt: r.created_at,
  };
}

/** The row that stores a membership. */
export function memberToRow(m: BusinessMembership): Insertable<Database['business_members']> {
  return { business_id: m.businessId, user_id: m.userId, role: m.role, created_at: m.createdAt };
}

/** The membership a row holds. */
export function rowToMember(r: MemberRow): BusinessMembership {
  return {
    businessId: r.business_id,
    userId: r.user_id,
    role: r.role as BusinessRole,
    createdAt: r.created_at,
  };
}
