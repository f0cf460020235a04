/**
 * Token-role rules of spec §6: which menu a role sees, who counts as admin or seller, the
 * name in the navbar, and the identity a user acts as.
 */
import type { TokenRole } from './actor';

/** The three menu variants: the platform admin's, the consumer's, and every business role's. */
export type MenuVariant = 'admin' | 'consumer' | 'default';

/** ispadmin gets the admin menu, consumers the consumer menu, business roles the default one. */
export function menuVariant(role: TokenRole): MenuVariant {
  if (role === 'ispadmin') return 'admin';
  return role === 'consumer' ? 'consumer' : 'default';
}

/** True for a business admin and a business seller (spec §6 "admin or seller status"). */
export function isAdminOrSeller(role: TokenRole): boolean {
  return role === 'BUSINESSADMIN' || role === 'BUSINESSSELLER';
}

/** What the navbar can name a user by. */
export interface NavbarNames {
  readonly firstName?: string | null;
  readonly businessName?: string | null;
}

/**
 * The navbar name: the first name for consumers, the business name for everyone else. When the
 * preferred name is missing (an admin without a business, a profile not loaded yet) the other
 * one is used, then an empty string — the navbar then shows only the avatar.
 */
export function navbarName(role: TokenRole, names: NavbarNames): string {
  const first = names.firstName?.trim() || '';
  const business = names.businessName?.trim() || '';
  return role === 'consumer' ? first || business : business || first;
}

/**
 * The identity a user acts as: a business user acts as its business admin (whose id the
 * caller has looked up, spec §7 GET users/businessAdminId); everyone else — and a business
 * user whose lookup failed — acts as itself.
 */
export function actingUserId(role: TokenRole, userId: string, businessAdminId?: string | null): string {
  return role === 'BUSINESSUSER' && businessAdminId ? businessAdminId : userId;
}
