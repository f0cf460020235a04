import { z } from 'zod';
import { destinationOf, type Identifier, normalizeEmail } from '../accounts/identifier';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { shortText } from '../validation/field-kit';
import { referrerOf } from './accounts-lookup';
import { authErrors } from './auth.errors';
import { countryCodeField, mobileField, otpField, parseInput } from './input';
import { personalMode } from './login-mode';
import { createAccount } from './new-account';
import { type OtpSent, redeemOtp } from './otp-flow';
import type { AuthTokens } from './session';
import { startSession } from './session-tokens';
import { cleanSocialKey } from './social-registration';
import type { AuthDeps, AuthStores } from './stores';
import { issueNewAccountOtp, keepUnclaimed } from './taken-contact';
import { refuseAndKeep, transactAuth } from './transact-auth';

/**
 * Completing a social sign-in with a mobile number (spec §2 completion screen, §3: mobile_no,
 * countryCode, key with quotes removed, optional referral_code; then login with mobile and otp).
 * The provider callback starts it with `beginSocialRegistration`, which returns the key the
 * screen needs; the OTP carries the key (hashed) and the referrer to the login step, which
 * creates the account — without a password — and logs it in. A number or provider email that
 * already has an account is never revealed: its owner is told instead (./taken-contact.ts).
 */
export const beginSocialRegistrationInput = z.object({
  provider: z.string().trim().min(1).max(40),
  providerUserId: shortText(),
  email: z.string().trim().max(254).nullish(),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
});
export const requestSocialOtpInput = z.object({
  mobile: mobileField,
  countryCode: countryCodeField,
  key: z.string().min(1).max(512),
  referralCode: z.string().max(64).nullish(),
});
export const completeSocialRegistrationInput = z.object({ mobile: mobileField, otp: otpField });

/** Records a provider's sign-in that still needs a mobile number; returns the key for the screen. */
export async function beginSocialRegistration(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<{ key: string }, DomainError>> {
  const parsed = parseInput(beginSocialRegistrationInput, input);
  if (!parsed.ok) return parsed;
  const key = deps.crypto.secrets.token(32);
  const now = deps.clock.now();
  return transactAuth(deps.uow, async (s) => {
    const { email, ...rest } = parsed.value;
    await s.socialRegistrations.insert({
      ...rest,
      keyHash: deps.crypto.digest.hash(key),
      email: email ? normalizeEmail(email) : null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + deps.config.socialKeySeconds * 1000).toISOString(),
      consumedAt: null,
    });
    return ok({ key });
  });
}

/** The pending registration a key hash names, if it can still be completed. */
async function pending(deps: AuthDeps, s: AuthStores, keyHash: string) {
  const found = await s.socialRegistrations.findByKeyHash(keyHash);
  const live = found && found.consumedAt === null && deps.clock.now().getTime() < Date.parse(found.expiresAt);
  return live ? ok(found) : err(authErrors.socialKeyInvalid());
}

/** Sends the code to the mobile number (also the resend). */
export async function requestSocialOtp(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<OtpSent, DomainError>> {
  const parsed = parseInput(requestSocialOtpInput, input);
  if (!parsed.ok) return parsed;
  const { mobile, countryCode, referralCode } = parsed.value;
  const keyHash = deps.crypto.digest.hash(cleanSocialKey(parsed.value.key));
  return transactAuth(deps.uow, async (s) => {
    const registration = await pending(deps, s, keyHash);
    if (!registration.ok) return registration;
    const referrer = await referrerOf(s, referralCode);
    if (!referrer.ok) return referrer;
    const identifier: Identifier = { kind: 'mobile', number: mobile };
    const context = { keyHash, countryCode, ...(referrer.value ? { referredBy: referrer.value } : {}) };
    return issueNewAccountOtp(deps, s, {
      purpose: 'social',
      identifier,
      destination: destinationOf(identifier, countryCode),
      context,
    });
  });
}

/** Checks the code, creates the account from the provider's details and logs it in. */
export async function completeSocialRegistration(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<AuthTokens, DomainError>> {
  const parsed = parseInput(completeSocialRegistrationInput, input);
  if (!parsed.ok) return parsed;
  const identifier: Identifier = { kind: 'mobile', number: parsed.value.mobile };
  return transactAuth(deps.uow, async (s) => {
    const used = await redeemOtp(deps, s, { purpose: 'social', identifier, code: parsed.value.otp });
    if (!used.ok) return used;
    if (!used.value.delivered) return refuseAndKeep(authErrors.invalidOtp());
    const { keyHash, countryCode, referredBy } = used.value.context;
    const registration = await pending(deps, s, keyHash ?? '');
    if (!registration.ok) return refuseAndKeep(registration.error);
    const now = deps.clock.now().toISOString();
    if (!(await s.socialRegistrations.consume(keyHash!, now))) return err(authErrors.socialKeyInvalid());
    const { firstName, lastName } = registration.value;
    const { email, mobile } = await keepUnclaimed(deps, s, {
      identifier,
      email: registration.value.email,
      mobile: { countryCode: countryCode!, number: parsed.value.mobile },
    });
    const created = await createAccount(deps, s, {
      firstName,
      lastName,
      email,
      mobile,
      passwordHash: null,
      registeredAs: 'personal',
      referredBy: referredBy ?? null,
      // The code went to the mobile number; the provider's email is not proven here.
      proven: 'mobile',
    });
    if (!created.ok) return created;
    const user = created.value;
    return ok(
      await startSession(deps, s, { userId: user.id, role: user.role, loginMode: personalMode(user.role) }),
    );
  });
}
