import type { Insertable, Selectable } from 'kysely';
import type {
  Business,
  BusinessMembership,
  BusinessRole,
  BusinessType,
} from '../../../core/accounts/businesses/business';
import type { Database } from '../schema';

export type BusinessRow = Selectable<Database['businesses']>;
export type MemberRow = Selectable<Database['business_members']>;

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

export function memberToRow(m: BusinessMembership): Insertable<Database['business_members']> {
  return { business_id: m.businessId, user_id: m.userId, role: m.role, created_at: m.createdAt };
}

export function rowToMember(r: MemberRow): BusinessMembership {
  return {
    businessId: r.business_id,
    userId: r.user_id,
    role: r.role as BusinessRole,
    createdAt: r.created_at,
  };
}
