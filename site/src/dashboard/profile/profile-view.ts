/**
 * From the API's answers to what the profile page shows (pure, unit-tested): an address as a
 * card (title and lines) and back into its form, the contact details as lines, whether a
 * contact change replaces the address the person logs in with (then the password is asked and
 * every session ends, core/auth/profile-change.ts) or only proves the current one, and the
 * words for an invitation's role.
 */

import { normalizeEmail } from '../../../../core/accounts/identifier';
import type { AddressCountry } from '../../../../core/accounts/profile/address';
import type { components } from '../../../../widgets/api';
import { PROFILE_TEXT as T } from './profile-text';

export type ProfileUser = components['schemas']['ProfileUser'];
export type Address = components['schemas']['Address'];
export type Invitation = components['schemas']['Invitations']['data'][number];

/** A card's title: the person's label ('Home'), else the first line. */
export function addressTitle(a: Pick<Address, 'label' | 'line1'>): string {
  return a.label?.trim() || a.line1;
}

/** The lines of an address as a letter shows them. */
export function addressLines(a: Address): string[] {
  const place = [a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.line1, a.line2 ?? '', place, a.country].filter((l) => l.trim() !== '');
}

/** The address in one line (the delete dialog's sentence). */
export const addressSummary = (a: Address): string => addressLines(a).join(', ');

/** The values of the address form. */
export interface AddressFormValues {
  label: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: AddressCountry;
}

/** An empty form: India, the platform's first country (spec §9 +91). */
export const NEW_ADDRESS: AddressFormValues = {
  label: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'India',
};

/** The form filled with a stored address, to edit it. */
export function addressFormValues(a: Address): AddressFormValues {
  return {
    label: a.label ?? '',
    line1: a.line1,
    line2: a.line2 ?? '',
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: a.country === 'United States' ? 'United States' : 'India',
  };
}

/** India asks for a state from its list and a PIN code; the United States for a ZIP code. */
export const postalCodeLabel = (country: string): string => (country === 'United States' ? T.zip : T.pin);

/** The mobile number with its country code, or null. */
export function mobileLine(p: Pick<ProfileUser, 'mobile' | 'countryCode'>): string | null {
  if (!p.mobile) return null;
  return [p.countryCode, p.mobile].filter(Boolean).join(' ');
}

/** What the person asks a code for: a new or the current email, or mobile number. */
export type ContactTarget =
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'mobile'; readonly mobile: string; readonly countryCode: string };

/**
 * True when the target is not the address the account holds: applying it replaces how the person
 * logs in, so the server asks for the current password and ends every session. The current
 * address itself is only proven (no password, the session stays).
 */
export function replacesContact(
  p: Pick<ProfileUser, 'email' | 'mobile' | 'countryCode'>,
  target: ContactTarget,
): boolean {
  if (target.kind === 'email') return p.email === null || normalizeEmail(target.email) !== p.email;
  return target.mobile !== p.mobile || target.countryCode !== p.countryCode;
}

const ROLE_LABELS: Readonly<Record<Invitation['role'], string>> = {
  BUSINESSADMIN: 'business admin',
  BUSINESSUSER: 'business user',
  BUSINESSSELLER: 'seller',
};

/** The role an invitation offers, in words. */
export const invitationRole = (role: Invitation['role']): string => ROLE_LABELS[role] ?? role;
