import { z } from 'zod';
import { ecosystemPolicy } from '../accounts/ecosystems/ecosystem';
import { destinationOf, type Identifier, subjectOf } from '../accounts/identifier';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { findUser, identifierOf } from './accounts-lookup';
import {
  type Attempt,
  countFailure,
  ensureAllowed,
  recordSuccess,
  type SignInSource,
  UNKNOWN_SOURCE,
} from './attempts';
import { authErrors } from './auth.errors';
import { defaultContext, findEcosystem } from './context';
import { exactlyOneIdentifier, identifierFields, optionalId, otpField, parseInput } from './input';
import { issueOtp, type OtpSent, redeemOtp } from './otp-flow';
import type { AuthTokens } from './session';
import { startSession } from './session-tokens';
import type { AuthDeps, AuthStores } from './stores';
import { refuseAndKeep, transactAuth } from './transact-auth';

/**
 * Login with a mobile number or an email and an OTP (spec §2 /login "mobile + OTP", email-OTP
 * form; §7 POST /auth/sendotp {mobile or email, ecosystemId}, POST /auth/verify/otp {mobile, otp}).
 * Asking for a code answers the same whether or not the account exists — a code for an unknown
 * identifier is counted against the send limits but never sent. Failed codes are throttled per
 * account and source (./throttle.ts), like passwords.
 */
export const requestLoginOtpInput = z
  .object({ ...identifierFields, ecosystemId: optionalId })
  .refine(...exactlyOneIdentifier);

export const loginWithOtpInput = z
  .object({ ...identifierFields, otp: otpField, ecosystemId: optionalId })
  .refine(...exactlyOneIdentifier);

/** Refuses a mobile number where the ecosystem allows email only (spec §9, ubargain). */
async function ecosystemFor(s: AuthStores, ecoId: string | null | undefined, identifier: Identifier) {
  const ecosystem = await findEcosystem(s, { ecoId });
  if (!ecosystem.ok) return ecosystem;
  if (identifier.kind === 'mobile' && ecosystemPolicy(ecosystem.value).emailOnlyLogin)
    return err(authErrors.emailOnly());
  return ecosystem;
}

export async function requestLoginOtp(deps: AuthDeps, input: unknown): Promise<Result<OtpSent, DomainError>> {
  const parsed = parseInput(requestLoginOtpInput, input);
  if (!parsed.ok) return parsed;
  const identifier = identifierOf(parsed.value);
  return transactAuth(deps.uow, async (s) => {
    const ecosystem = await ecosystemFor(s, parsed.value.ecosystemId, identifier);
    if (!ecosystem.ok) return ecosystem;
    const user = await findUser(s, identifier);
    const destination = destinationOf(identifier, user?.mobile?.countryCode ?? null);
    return issueOtp(deps, s, { purpose: 'login', identifier, destination, deliver: user !== null });
  });
}

export async function loginWithOtp(
  deps: AuthDeps,
  input: unknown,
  from: SignInSource = UNKNOWN_SOURCE,
): Promise<Result<AuthTokens, DomainError>> {
  const parsed = parseInput(loginWithOtpInput, input);
  if (!parsed.ok) return parsed;
  const identifier = identifierOf(parsed.value);
  const policy = deps.config.otpThrottle;
  return transactAuth(deps.uow, async (s) => {
    const ecosystem = await ecosystemFor(s, parsed.value.ecosystemId, identifier);
    if (!ecosystem.ok) return ecosystem;
    const user = await findUser(s, identifier);
    const attempt: Attempt = { method: 'otp', who: user?.id ?? subjectOf(identifier), source: from };
    const now = deps.clock.now();
    const allowed = await ensureAllowed(s.attempts, attempt, now, policy);
    if (!allowed.ok) return allowed;
    const used = await redeemOtp(deps, s, { purpose: 'login', identifier, code: parsed.value.otp });
    if (!used.ok) return refuseAndKeep(await countFailure(deps, s, attempt, policy, used.error, user));
    // Only a guessed code for an identifier with no account gets here.
    if (!user) return refuseAndKeep(authErrors.invalidOtp());
    await recordSuccess(s.attempts, attempt, now, policy);
    const context = await defaultContext(s, user, ecosystem.value?.id ?? null);
    return ok(await startSession(deps, s, { userId: user.id, ...context }));
  });
}
