/**
 * The dashboard side menus of spec §2 ("Menu routes") per menu variant. Labels are chosen
 * here (the spec lists only the routes); the order is the order the menu shows.
 * - default (business roles): the whole business dashboard, loan pool and supply chain;
 * - consumer: personal pages plus registering a business;
 * - admin (ispadmin): the admin console first, then the business dashboard.
 */
import type { TokenRole } from './actor';
import { type MenuVariant, menuVariant } from './roles';

/** One entry of a menu or of a route configuration's navLinks. */
export interface MenuItem {
  readonly label: string;
  readonly path: string;
}

const item = (label: string, path: string): MenuItem => ({ label, path });

const PROFILE = item('Profile', '/dashboard/profile');
const WALLET = item('Wallet', '/dashboard/wallet');
const PAYMENTS = item('Payments', '/dashboard/payment');
const SMARTHIRE = item('SmartHire', '/smarthire');

const BUSINESS_DASHBOARD: readonly MenuItem[] = [
  PROFILE,
  item('Business', '/dashboard/business'),
  item('Ecosystem', '/dashboard/ecosystem'),
  item('Assets', '/dashboard/asset'),
  WALLET,
  PAYMENTS,
  item('Loan Pool', '/dashboard/loanPool'),
];

/** The menus by variant. */
export const MENUS: Readonly<Record<MenuVariant, readonly MenuItem[]>> = {
  default: [
    ...BUSINESS_DASHBOARD,
    SMARTHIRE,
    item('Supply Chain', '/supplychain'),
    item('Manage Supply Chain', '/supplychain/manage'),
  ],
  consumer: [PROFILE, WALLET, PAYMENTS, SMARTHIRE, item('Register Business', '/registerbusiness')],
  admin: [item('Admin', '/dashboard/ispadmin'), ...BUSINESS_DASHBOARD],
};

/** The menu a token role sees. */
export function menuFor(role: TokenRole): readonly MenuItem[] {
  return MENUS[menuVariant(role)];
}
