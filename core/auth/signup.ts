import { z } from 'zod';
import { ecosystemPolicy } from '../accounts/ecosystems/ecosystem';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { referrerOf } from './accounts-lookup';
import { authErrors } from './auth.errors';
import { findEcosystem } from './context';
import {
  countryCodeField,
  emailField,
  mobileField,
  nameField,
  newPasswordField,
  optionalId,
  otpField,
  parseInput,
} from './input';
import { personalMode } from './login-mode';
import { createAccount, newAccountContact } from './new-account';
import { type OtpSent, redeemOtp } from './otp-flow';
import type { AuthTokens } from './session';
import { startSession } from './session-tokens';
import type { AuthDeps, AuthStores } from './stores';
import { issueNewAccountOtp, keepUnclaimed } from './taken-contact';
import { refuseAndKeep, transactAuth } from './transact-auth';

/**
 * Sign-up in two steps (spec §4): request an OTP, then submit the form with it. The code goes to
 * the mobile number, or to the email in an email-only ecosystem (ubargain), where the person must
 * also confirm being 18 or older (spec §2 /signup, §9). A referral code is upper-cased and checked
 * ('Referral code is invalid'). Success creates the account and logs it in, personal context.
 * Whether the email or number already has an account is never revealed (./taken-contact.ts).
 */
const contactFields = {
  mobile: mobileField.optional(),
  countryCode: countryCodeField.optional(),
  email: emailField.optional(),
  ecosystemId: optionalId,
  referralCode: z.string().max(64).nullish(),
  adultConfirmed: z.boolean().optional(),
};

export const requestSignupOtpInput = z.object(contactFields);

export const signupInput = z.object({
  ...contactFields,
  firstName: nameField,
  lastName: nameField,
  password: newPasswordField,
  wallet: z.string().trim().max(200).nullish(),
  personaId: optionalId,
  otp: otpField,
});

type ContactData = z.output<typeof requestSignupOtpInput>;

/** The checks both steps make: ecosystem rules, contact details, referral code. */
async function precheck(s: AuthStores, data: ContactData) {
  const ecosystem = await findEcosystem(s, { ecoId: data.ecosystemId });
  if (!ecosystem.ok) return ecosystem;
  const policy = ecosystemPolicy(ecosystem.value);
  if (policy.requiresAdultConfirmation && data.adultConfirmed !== true)
    return err(authErrors.ageNotConfirmed());
  const contact = newAccountContact(data, policy.emailOnlyLogin ? 'email' : 'mobile');
  if (!contact.ok) return contact;
  const referrer = await referrerOf(s, data.referralCode);
  if (!referrer.ok) return referrer;
  return ok({ ecosystem: ecosystem.value, policy, contact: contact.value, referrerId: referrer.value });
}

/** Step 1: checks the details and sends the code (to an existing account's owner: a notice). */
export async function requestSignupOtp(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<OtpSent, DomainError>> {
  const parsed = parseInput(requestSignupOtpInput, input);
  if (!parsed.ok) return parsed;
  return transactAuth(deps.uow, async (s) => {
    const checked = await precheck(s, parsed.value);
    if (!checked.ok) return checked;
    const { identifier, destination } = checked.value.contact;
    return issueNewAccountOtp(deps, s, { purpose: 'signup', identifier, destination });
  });
}

/** Step 2: checks the code, creates the account and logs it in. */
export async function signup(deps: AuthDeps, input: unknown): Promise<Result<AuthTokens, DomainError>> {
  const parsed = parseInput(signupInput, input);
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  // Hashed before the transaction: a scrypt must not hold the database's write lock.
  const passwordHash = await deps.crypto.passwords.hash(data.password);
  return transactAuth(deps.uow, async (s) => {
    const checked = await precheck(s, data);
    if (!checked.ok) return checked;
    const { ecosystem, referrerId } = checked.value;
    const used = await redeemOtp(deps, s, {
      purpose: 'signup',
      identifier: checked.value.contact.identifier,
      code: data.otp,
    });
    if (!used.ok) return used;
    // A code kept from an existing account's owner was never sent: only a blind guess gets here.
    if (!used.value.delivered) return refuseAndKeep(authErrors.invalidOtp());
    // The code proves the destination it went to: a mobile under another country code is not proven.
    if (used.value.destination !== checked.value.contact.destination) return err(authErrors.invalidOtp());
    const contact = await keepUnclaimed(deps, s, checked.value.contact);
    const created = await createAccount(deps, s, {
      firstName: data.firstName,
      lastName: data.lastName,
      email: contact.email,
      mobile: contact.mobile,
      passwordHash,
      registeredAs: 'personal',
      referredBy: referrerId,
      ecosystemId: ecosystem?.id ?? null,
      personaId: data.personaId ?? null,
      wallet: data.wallet ?? null,
      adultConfirmed: data.adultConfirmed,
      proven: contact.identifier.kind,
    });
    if (!created.ok) return created;
    const user = created.value;
    const loginMode = personalMode(user.role, user.ecosystemId);
    return ok(await startSession(deps, s, { userId: user.id, role: user.role, loginMode }));
  });
}
