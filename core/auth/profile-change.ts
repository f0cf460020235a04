/**
 * The person's own profile changes (spec §7 PUT /users; §8 'Updated Successfully'). Names
 * change freely. An email or mobile number is how the person logs in, so a new one must be
 * proven first, in two steps like every OTP flow of spec §4:
 *
 * 1. `requestContactOtp` sends a code (purpose `contact`) to the *new* address → 'OTP sent
 *    successfully'. The code is hashed, bound to the address and to the caller, lives 10
 *    minutes, survives 5 wrong tries, and the send limits per address apply.
 * 2. `changeProfile` with the address and `otp` redeems the code and applies the change — the
 *    address now counts as proven — in one transaction.
 *
 * The code proves control of the new address only, so replacing an address (the way into the
 * account) also needs the account holder: the current password (`currentPassword`), checked and
 * counted like a login's from a new source (the account's key and delays, same refusal text). An account without a
 * password (social sign-in) is refused until it sets one through 'Forgot password'. A replaced
 * address ends every session of the account (the caller's too: the session store can only
 * revoke them all) and the old address is told, both in the same transaction.
 *
 * An address that belongs to another account is refused at both steps with the conflict the
 * profile always answered; the sign-up flow tells the same at its first step ('An account
 * with this email or mobile number already exists'), so this reveals nothing more. One code
 * proves one address: an email and a mobile number are changed one at a time. Sending the
 * current, never-proven email with a code proves it (what accepting a business invitation asks).
 */
import { z } from 'zod';
import { destinationOf, type Identifier, normalizeEmail } from '../accounts/identifier';
import { ADDRESS_TEXT, AddressErrors } from '../accounts/profile/addresses.errors';
import { type Profile, toProfile } from '../accounts/profile/profile';
import type { ProfileChanges } from '../accounts/profile/profile-store';
import type { MobileContact, User } from '../accounts/user';
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../errors/result';
import { validate } from '../validation/field-kit';
import { firstNameField, lastNameField, requiredEmailField } from '../validation/identity-fields';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { countryCodeField, defaultCountryCode, standardMobileField } from '../validation/phone-fields';
import { standardOtpField } from '../validation/verification-fields';
import { countOn } from './attempts';
import { authErrors } from './auth.errors';
import { issueOtp, type OtpSent, redeemOtp } from './otp-flow';
import type { AuthDeps, AuthStores } from './stores';
import { attemptKeys, blockedUntil } from './throttle';
import { refuseAndKeep, transactAuth } from './transact-auth';

/** The caller: the signed-in person (token `user_id`), never an id from the request. */
export interface ProfileActor {
  readonly userId: string;
}

const contactShape = {
  email: requiredEmailField(VALIDATION_MESSAGES.invalidEmail).optional(),
  mobile: standardMobileField.optional(),
  countryCode: countryCodeField.optional(),
};

/** Step 1 (ours; spec §7 lists PUT /users only): the new email, or the new mobile with its code. */
export const contactOtpSchema = z.object(contactShape);

/** spec PUT /users: any of firstname, lastname, email, mobile (with countryCode); `otp` for a new address. */
export const updateProfileSchema = z.object({
  firstname: firstNameField.optional(),
  lastname: lastNameField.optional(),
  ...contactShape,
  otp: standardOtpField.optional(),
  /** The account's password: needed with a new email or mobile number (not to prove the current one). */
  currentPassword: z.string().max(1024, VALIDATION_MESSAGES.enterValidPassword).optional(),
});

/** An address the person wants to own: where its code goes and what it proves. */
type Target =
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'mobile'; readonly mobile: MobileContact };

const identifierOf = (t: Target): Identifier =>
  t.kind === 'email' ? { kind: 'email', email: t.email } : { kind: 'mobile', number: t.mobile.number };

const destinationFor = (t: Target): string =>
  t.kind === 'email' ? t.email : destinationOf(identifierOf(t), t.mobile.countryCode);

/**
 * The addresses of a request that would change what the account holds, or (with `verify`) that
 * are the current but never-proven ones. A country code alone re-labels the current number, a
 * number alone keeps the current code — either way a different phone, so it must be proven.
 */
function targetsOf(
  user: User,
  sent: { email?: string | undefined; mobile?: string | undefined; countryCode?: string | undefined },
  verify: boolean,
): Target[] {
  const targets: Target[] = [];
  if (sent.email !== undefined) {
    const email = normalizeEmail(sent.email);
    if (email !== user.email || (verify && !user.emailVerifiedAt)) targets.push({ kind: 'email', email });
  }
  const number = sent.mobile ?? user.mobile?.number;
  if ((sent.mobile ?? sent.countryCode) !== undefined && number !== undefined) {
    const countryCode = sent.countryCode ?? user.mobile?.countryCode ?? defaultCountryCode(null);
    const same = number === user.mobile?.number && countryCode === user.mobile?.countryCode;
    if (!same || (verify && !user.mobileVerifiedAt))
      targets.push({ kind: 'mobile', mobile: { countryCode, number } });
  }
  return targets;
}

/** Refuses an address another account holds, with the profile's conflict. */
async function ensureOwnable(s: AuthStores, user: User, target: Target): Promise<Result<void, DomainError>> {
  const owner =
    target.kind === 'email'
      ? await s.users.findByEmail(target.email)
      : await s.users.findByMobile(target.mobile.number);
  if (!owner || owner.id === user.id) return ok(undefined);
  return err(target.kind === 'email' ? AddressErrors.emailTaken() : AddressErrors.mobileTaken());
}

/** True when `target` replaces what the account holds (not when it proves the current address). */
function replaces(user: User, target: Target): boolean {
  return target.kind === 'email'
    ? target.email !== user.email
    : target.mobile.number !== user.mobile?.number || target.mobile.countryCode !== user.mobile?.countryCode;
}

/**
 * Proves the caller holds the account: its current password, checked like a login's — the
 * same lock (a locked login refuses here too), each wrong password counted against it and
 * refused with login's words, a right one clearing the count. Writes nothing before refusing.
 * `checked` is the verdict reached before the transaction (hashing is slow, and would hold the
 * write lock); it counts only while the account's hash is still the one it was reached against.
 */
async function proveHolder(
  deps: AuthDeps,
  s: AuthStores,
  user: User,
  password: string | undefined,
  checked: PasswordVerdict | null,
): Promise<Result<void, DomainError>> {
  if (!user.passwordHash) return err(AddressErrors.passwordNeededForContact());
  if (!password) return err(AddressErrors.currentPasswordRequired());
  // Counted with the account's sign-in failures: a stolen session must not buy extra guesses.
  const key = attemptKeys.account('password', user.id);
  const policy = deps.config.passwordThrottle;
  const now = deps.clock.now();
  const counted = await s.attempts.get(key);
  const waiting = blockedUntil(counted, now);
  if (waiting) return err(authErrors.throttled(waiting, now));
  const right =
    checked?.hash === user.passwordHash
      ? checked.right
      : await deps.crypto.passwords.verify(password, user.passwordHash);
  if (!right) {
    const wait = blockedUntil(await countOn(s.attempts, key, now, policy), now);
    return refuseAndKeep(wait ? authErrors.throttled(wait, now) : authErrors.invalidCredentials());
  }
  if (counted && counted.failures < policy.freeFailures) await s.attempts.clear(key);
  return ok(undefined);
}

/** A password checked against the hash the account held at the time. */
interface PasswordVerdict {
  readonly hash: string;
  readonly right: boolean;
}

/** Checks `password` against the account's current hash outside any transaction, as login does. */
async function checkPasswordAhead(
  deps: AuthDeps,
  userId: string,
  password: string | undefined,
): Promise<PasswordVerdict | null> {
  if (!password) return null;
  const hash = (await deps.uow.run((s) => s.users.findById(userId)))?.passwordHash;
  return hash ? { hash, right: await deps.crypto.passwords.verify(password, hash) } : null;
}

/** Tells the replaced address (or, when there was none of its kind, the other one) of the change. */
async function noticeToOldAddress(deps: AuthDeps, s: AuthStores, user: User, replaced: Target['kind']) {
  const email = user.email ? { channel: 'email' as const, to: user.email } : null;
  const sms = user.mobile
    ? {
        channel: 'sms' as const,
        to: destinationOf({ kind: 'mobile', number: user.mobile.number }, user.mobile.countryCode),
      }
    : null;
  const to = replaced === 'email' ? (email ?? sms) : (sms ?? email);
  if (!to) return;
  await s.outbox.enqueue({
    id: deps.ids.next(),
    ...to,
    subject: ADDRESS_TEXT.contactChangedSubject,
    body: ADDRESS_TEXT.contactChangedBody(deps.config.platformName, replaced),
    notificationType: 'profile.contactChanged',
    data: { changed: replaced },
    createdAt: deps.clock.now().toISOString(),
  });
}

/** Step 1: sends a code to the new (or never-proven) email or mobile number of the caller. */
export async function requestContactOtp(
  deps: AuthDeps,
  actor: ProfileActor,
  input: unknown,
): Promise<Result<OtpSent, DomainError>> {
  const parsed = validate(contactOtpSchema, input, 'PROFILE.INVALID');
  if (!parsed.ok) return parsed;
  return transactAuth(deps.uow, async (s) => {
    const user = await s.users.findById(actor.userId);
    if (!user) return err(AddressErrors.profileNotFound());
    const targets = targetsOf(user, parsed.value, true);
    if (targets.length === 0) return err(AddressErrors.nothingToUpdate());
    if (targets.length > 1) return err(AddressErrors.oneContactAtATime());
    const target = targets[0]!;
    const ownable = await ensureOwnable(s, user, target);
    if (!ownable.ok) return ownable;
    return issueOtp(deps, s, {
      purpose: 'contact',
      identifier: identifierOf(target),
      destination: destinationFor(target),
      deliver: true,
      context: { userId: user.id },
    });
  });
}

/**
 * Step 2 (and every plain name change): applies the changes → 'Updated Successfully' and the
 * profile as stored. A new address needs the code sent to it and the current password; the
 * password is checked, the code redeemed, the address proven, the profile changed, every
 * session ended (`signedOut`) and the old address told in one transaction.
 */
export async function changeProfile(
  deps: AuthDeps,
  actor: ProfileActor,
  input: unknown,
): Promise<Result<{ message: string; profile: Profile; signedOut: boolean }, DomainError>> {
  const parsed = validate(updateProfileSchema, input, 'PROFILE.INVALID');
  if (!parsed.ok) return parsed;
  const { firstname, lastname, otp, currentPassword, ...contact } = parsed.value;
  if ([firstname, lastname, contact.email, contact.mobile, contact.countryCode].every((v) => v === undefined))
    return err(AddressErrors.nothingToUpdate());
  const checked = await checkPasswordAhead(deps, actor.userId, currentPassword);
  return transactAuth(deps.uow, async (s) => {
    const user = await s.users.findById(actor.userId);
    if (!user) return err(AddressErrors.profileNotFound());
    const targets = targetsOf(user, contact, otp !== undefined);
    if (targets.length > 1) return err(AddressErrors.oneContactAtATime());
    const target = targets[0];
    const now = deps.clock.now().toISOString();
    let proven: ProfileChanges = {};
    if (target) {
      const ownable = await ensureOwnable(s, user, target);
      if (!ownable.ok) return ownable;
      if (otp === undefined) return err(AddressErrors.otpRequired());
      // Before the code: a wrong password's count is kept by its refusal, so nothing is written first.
      if (replaces(user, target)) {
        const holder = await proveHolder(deps, s, user, currentPassword, checked);
        if (!holder.ok) return holder;
      }
      const used = await redeemOtp(deps, s, {
        purpose: 'contact',
        identifier: identifierOf(target),
        code: otp,
      });
      if (!used.ok) return used;
      // The code proves the address it went to, for the person who asked for it.
      if (used.value.context.userId !== user.id || used.value.destination !== destinationFor(target))
        return err(authErrors.invalidOtp());
      proven =
        target.kind === 'email'
          ? { email: target.email, emailVerifiedAt: now }
          : { mobile: target.mobile, mobileVerifiedAt: now };
    }
    const changes: ProfileChanges = {
      ...(firstname !== undefined && { firstName: firstname }),
      ...(lastname !== undefined && { lastName: lastname }),
      ...proven,
    };
    const outcome =
      Object.keys(changes).length === 0 ? 'updated' : await s.users.updateProfile(user.id, changes);
    if (outcome === 'not_found') return err(AddressErrors.profileNotFound());
    if (outcome === 'email_taken') return err(AddressErrors.emailTaken());
    if (outcome === 'mobile_taken') return err(AddressErrors.mobileTaken());
    const signedOut = target !== undefined && replaces(user, target);
    if (signedOut) {
      // Whoever held a session before the change (a thief of the old address too) must log in again.
      await s.sessions.revokeAllForUser(user.id, now, 'password_reset');
      await noticeToOldAddress(deps, s, user, target.kind);
    }
    return ok({
      message: MESSAGES.updatedSuccessfully,
      profile: toProfile({ ...user, ...changes }),
      signedOut,
    });
  });
}
