import { z } from 'zod';
import { destinationOf, subjectOf } from '../accounts/identifier';
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { ok, type Result } from '../errors/result';
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
import { exactlyOneIdentifier, identifierFields, newPasswordField, otpField, parseInput } from './input';
import { issueOtp, type OtpSent, redeemOtp } from './otp-flow';
import type { AuthDeps } from './stores';
import { attemptKeys } from './throttle';
import { refuseAndKeep, transactAuth } from './transact-auth';

/**
 * Forgot password (spec §2 /forgot-password, mobile and email variants; §7 /auth/password/reset
 * {mobile or email, otp, newPassword}). Asking for a code answers the same whether or not the
 * account exists. A reset ends every session of the account and lifts its sign-in delays:
 * whoever holds the code holds the account. Reset codes are throttled with OTP login.
 */
export const requestPasswordResetOtpInput = z.object(identifierFields).refine(...exactlyOneIdentifier);
export const resetPasswordInput = z
  .object({
    ...identifierFields,
    otp: otpField,
    newPassword: newPasswordField,
    confirmPassword: z.string().optional(),
  })
  .refine(...exactlyOneIdentifier)
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: 'passwords do not match',
    path: ['confirmPassword'],
  });

export async function requestPasswordResetOtp(
  deps: AuthDeps,
  input: unknown,
): Promise<Result<OtpSent, DomainError>> {
  const parsed = parseInput(requestPasswordResetOtpInput, input);
  if (!parsed.ok) return parsed;
  const identifier = identifierOf(parsed.value);
  return transactAuth(deps.uow, async (s) => {
    const user = await findUser(s, identifier);
    const destination = destinationOf(identifier, user?.mobile?.countryCode ?? null);
    return issueOtp(deps, s, { purpose: 'reset', identifier, destination, deliver: user !== null });
  });
}

/** What a successful reset answers (spec §8 'Successfully Reset Password'). */
export interface PasswordReset {
  readonly message: typeof MESSAGES.resetPasswordSuccess;
}

export async function resetPassword(
  deps: AuthDeps,
  input: unknown,
  from: SignInSource = UNKNOWN_SOURCE,
): Promise<Result<PasswordReset, DomainError>> {
  const parsed = parseInput(resetPasswordInput, input);
  if (!parsed.ok) return parsed;
  const identifier = identifierOf(parsed.value);
  const passwordHash = await deps.crypto.passwords.hash(parsed.value.newPassword);
  const policy = deps.config.otpThrottle;
  return transactAuth(deps.uow, async (s) => {
    const user = await findUser(s, identifier);
    const attempt: Attempt = { method: 'otp', who: user?.id ?? subjectOf(identifier), source: from };
    const now = deps.clock.now();
    const allowed = await ensureAllowed(s.attempts, attempt, now, policy);
    if (!allowed.ok) return allowed;
    const used = await redeemOtp(deps, s, { purpose: 'reset', identifier, code: parsed.value.otp });
    if (!used.ok) return refuseAndKeep(await countFailure(deps, s, attempt, policy, used.error, user));
    if (!user) return refuseAndKeep(authErrors.resetFailed());
    await s.users.setPasswordHash(user.id, passwordHash);
    await s.sessions.revokeAllForUser(user.id, now.toISOString(), 'password_reset');
    await recordSuccess(s.attempts, attempt, now, policy);
    // Whoever holds the code holds the account: the account's password delays end too.
    await s.attempts.clear(attemptKeys.account('password', user.id));
    await s.attempts.clear(attemptKeys.source('password', user.id, from.address));
    await s.attempts.clear(attemptKeys.account('otp', user.id));
    return ok({ message: MESSAGES.resetPasswordSuccess });
  });
}
