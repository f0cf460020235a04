import { z } from 'zod';
import type { Business } from '../accounts/businesses/business';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { authErrors } from './auth.errors';
import { newPasswordField, otpField, parseInput } from './input';
import { businessMode, personalMode } from './login-mode';
import { createAccount } from './new-account';
import { type OtpSent, redeemOtp } from './otp-flow';
import { checkRegistration, registrationFields, requestRegistrationOtpInput } from './registration-check';
import type { AuthTokens } from './session';
import { startSession } from './session-tokens';
import type { AuthDeps, AuthStores } from './stores';
import { issueNewAccountOtp, keepUnclaimed } from './taken-contact';
import { refuseAndKeep, transactAuth } from './transact-auth';

/**
 * Business registration in two steps (spec §2 /registerbusiness, §4): request an OTP, then submit
 * with it. A business registrant becomes the business's BUSINESSADMIN and is logged in inside
 * it, so the login mode re-fetched afterwards (spec §4) names the business. The checks and the
 * two variants are in ./registration-check.ts. A taken email or number is never revealed: its
 * owner is told instead (./taken-contact.ts).
 */
export const registerBusinessInput = z
  .object({
    ...registrationFields,
    password: newPasswordField,
    confirmPassword: z.string().optional(),
    otp: otpField,
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'passwords do not match',
    path: ['confirmPassword'],
  });

/** Step 1: checks the details and sends the code. */
export async function requestRegistrationOtp(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<OtpSent, DomainError>> {
  const parsed = parseInput(requestRegistrationOtpInput, input);
  if (!parsed.ok) return parsed;
  return transactAuth(deps.uow, async (s) => {
    const checked = await checkRegistration(s, parsed.value);
    if (!checked.ok) return checked;
    const { identifier, destination } = checked.value.contact;
    return issueNewAccountOtp(deps, s, { purpose: 'registration', identifier, destination });
  });
}

export interface Registered {
  readonly tokens: AuthTokens;
  /** The new business, or null for a personal registration. */
  readonly businessId: string | null;
}

/** Step 2: checks the code, creates the account (and the business) and logs it in. */
export async function registerBusiness(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<Registered, DomainError>> {
  const parsed = parseInput(registerBusinessInput, input);
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  // Hashed before the transaction: a scrypt must not hold the database's write lock.
  const passwordHash = await deps.crypto.passwords.hash(data.password);
  return transactAuth<AuthStores, Registered>(deps.uow, async (s) => {
    const checked = await checkRegistration(s, data);
    if (!checked.ok) return checked;
    const { persona, ecosystemId, referrerId } = checked.value;
    const used = await redeemOtp(deps, s, {
      purpose: 'registration',
      identifier: checked.value.contact.identifier,
      code: data.otp,
    });
    if (!used.ok) return used;
    if (!used.value.delivered) return refuseAndKeep(authErrors.invalidOtp());
    if (used.value.destination !== checked.value.contact.destination) return err(authErrors.invalidOtp());
    const contact = await keepUnclaimed(deps, s, checked.value.contact);
    const asBusiness = persona === 'business';
    const created = await createAccount(deps, s, {
      // spec §3 `firstname`: the business name, or the first and last name.
      firstName: asBusiness ? data.businessName! : data.firstName!,
      lastName: asBusiness ? '' : data.lastName!,
      email: contact.email,
      mobile: contact.mobile,
      passwordHash,
      registeredAs: persona,
      referredBy: referrerId,
      ecosystemId,
      personaId: data.personaId ?? null,
      adultConfirmed: data.adultConfirmed,
      proven: contact.identifier.kind,
    });
    if (!created.ok) return created;
    const user = created.value;
    if (!asBusiness) {
      const loginMode = personalMode(user.role, ecosystemId);
      return ok({
        tokens: await startSession(deps, s, { userId: user.id, role: user.role, loginMode }),
        businessId: null,
      });
    }
    const business: Business = {
      id: deps.ids.next(),
      name: data.businessName!,
      type: data.businessType,
      category: data.businessCategory,
      ownerUserId: user.id,
      ecosystemId,
      createdAt: user.createdAt,
    };
    await s.businesses.insert(business);
    await s.businesses.addMember({
      businessId: business.id,
      userId: user.id,
      role: 'BUSINESSADMIN',
      createdAt: user.createdAt,
    });
    const loginMode = businessMode(user.role, business.id, ecosystemId);
    const tokens = await startSession(deps, s, { userId: user.id, role: 'BUSINESSADMIN', loginMode });
    return ok({ tokens, businessId: business.id });
  });
}
