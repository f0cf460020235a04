import type { Business, BusinessMembership } from './business';

/** What registration and the role-context switch need of businesses. */
export interface BusinessStore {
  insert(business: Business): Promise<void>;
  /** Adds a member; a second membership of the same user in the same business replaces nothing and returns false. */
  addMember(membership: BusinessMembership): Promise<boolean>;
  findMembership(businessId: string, userId: string): Promise<BusinessMembership | null>;
  /** The user's memberships, oldest first. */
  membershipsOf(userId: string): Promise<BusinessMembership[]>;
}
