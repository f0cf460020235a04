import { destinationOf, type Identifier, normalizeEmail } from '../accounts/identifier';
import { recordReferralSignup } from '../accounts/rewards/referral-rewards';
import type { MobileContact, User } from '../accounts/user';
import { openingWallet } from '../accounts/wallets/wallet';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { defaultCountryCode } from '../validation/phone-fields';
import { newReferralCode } from './accounts-lookup';
import { authErrors } from './auth.errors';
import type { AuthDeps, AuthStores } from './stores';

/**
 * The contact details of an account being created, and where its OTP goes. Sign-up sends the
 * code to the mobile number; email-only ecosystems (ubargain, spec §9) and the partner variant of
 * business registration send it to the email, which is then required (spec §5).
 */
export interface NewAccountContact {
  readonly identifier: Identifier;
  readonly destination: string;
  readonly email: string | null;
  readonly mobile: MobileContact | null;
}

export interface ContactInput {
  readonly mobile?: string | undefined;
  readonly countryCode?: string | undefined;
  readonly email?: string | undefined;
}

/** Checks the contact details for where the OTP must go. */
export function newAccountContact(
  input: ContactInput,
  otpTo: 'email' | 'mobile',
): Result<NewAccountContact, DomainError> {
  const email = input.email ? normalizeEmail(input.email) : null;
  // spec §5: the country code defaults by the visitor's country; the server cannot see it, so a
  // number sent without one gets the platform's default, as the forms do (core/validation).
  const mobile = input.mobile
    ? { countryCode: input.countryCode || defaultCountryCode(null), number: input.mobile }
    : null;
  if (otpTo === 'email') {
    if (!email) return err(authErrors.emailRequired());
    const identifier: Identifier = { kind: 'email', email };
    return ok({ identifier, destination: email, email, mobile });
  }
  if (!mobile) return err(authErrors.invalidInput([{ path: 'mobile', message: 'required' }]));
  const identifier: Identifier = { kind: 'mobile', number: mobile.number };
  return ok({ identifier, destination: destinationOf(identifier, mobile.countryCode), email, mobile });
}

/** Refuses when the email or mobile number already has an account. */
export async function ensureUnclaimed(
  s: AuthStores,
  contact: Pick<NewAccountContact, 'email' | 'mobile'>,
): Promise<Result<void, DomainError>> {
  const byEmail = contact.email ? await s.users.findByEmail(contact.email) : null;
  const byMobile = contact.mobile ? await s.users.findByMobile(contact.mobile.number) : null;
  return byEmail || byMobile ? err(authErrors.accountExists()) : ok(undefined);
}

/** What a flow decides about a new account; the rest (id, referral code, timestamps) is filled in. */
export type NewUser = Pick<
  User,
  'firstName' | 'lastName' | 'email' | 'mobile' | 'passwordHash' | 'registeredAs'
> &
  Partial<Pick<User, 'referredBy' | 'ecosystemId' | 'personaId' | 'wallet'>> & {
    readonly adultConfirmed?: boolean;
    /** Which contact the flow's OTP went to and so is proven (recorded as verified now). */
    readonly proven: Identifier['kind'];
  };

/** Creates a consumer account with its own referral code; refuses when a unique detail is taken. */
export async function createAccount(
  deps: AuthDeps,
  s: AuthStores,
  fields: NewUser,
): Promise<Result<User, DomainError>> {
  const now = deps.clock.now().toISOString();
  const { adultConfirmed, proven, ...rest } = fields;
  const user: User = {
    referredBy: null,
    ecosystemId: null,
    personaId: null,
    wallet: null,
    ...rest,
    id: deps.ids.next(),
    role: 'consumer',
    referralCode: await newReferralCode(deps, s),
    adultConfirmedAt: adultConfirmed === true ? now : null,
    createdAt: now,
    emailVerifiedAt: proven === 'email' && rest.email !== null ? now : null,
    mobileVerifiedAt: proven === 'mobile' && rest.mobile !== null ? now : null,
  };
  if (!(await s.users.insert(user))) return err(authErrors.accountExists());
  await s.wallets.insert(openingWallet(user, deps.ids.next(), now));
  if (user.referredBy) {
    await recordReferralSignup(s, deps, { referrerId: user.referredBy, referredUserId: user.id });
  }
  return ok(user);
}
