import { z } from 'zod';
import { destinationOf, subjectOf } from '../accounts/identifier';
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { ok, type Result } from '../errors/result';
import { findUser, identifierOf } from './accounts-lookup';
import { countFailure, ensureNotLocked } from './attempts';
import { authErrors } from './auth.errors';
import { exactlyOneIdentifier, identifierFields, newPasswordField, otpField, parseInput } from './input';
import { lockKeys } from './lockout';
import { issueOtp, type OtpSent, redeemOtp } from './otp-flow';
import type { AuthDeps } from './stores';
import { refuseAndKeep, transactAuth } from './transact-auth';

/**
 * Forgot password (spec §2 /forgot-password, mobile and email variants; §7 /auth/password/reset
 * {mobile or email, otp, newPassword}). Asking for a code answers the same whether or not the
 * account exists. A reset ends every session of the account and lifts its login locks: whoever
 * holds the code holds the account. Reset codes count against the same OTP lock as OTP login.
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
): Promise<Result<PasswordReset, DomainError>> {
  const parsed = parseInput(resetPasswordInput, input);
  if (!parsed.ok) return parsed;
  const identifier = identifierOf(parsed.value);
  const passwordHash = await deps.crypto.passwords.hash(parsed.value.newPassword);
  const policy = deps.config.otpLockout;
  return transactAuth(deps.uow, async (s) => {
    const user = await findUser(s, identifier);
    const key = lockKeys.otp(user?.id ?? subjectOf(identifier));
    const now = deps.clock.now();
    const unlocked = await ensureNotLocked(s.attempts, key, now, policy);
    if (!unlocked.ok) return unlocked;
    const used = await redeemOtp(deps, s, { purpose: 'reset', identifier, code: parsed.value.otp });
    if (!used.ok) return refuseAndKeep(await countFailure(s.attempts, key, now, policy, used.error));
    if (!user) return refuseAndKeep(authErrors.resetFailed());
    await s.users.setPasswordHash(user.id, passwordHash);
    await s.sessions.revokeAllForUser(user.id, now.toISOString(), 'password_reset');
    await s.attempts.clear(key);
    await s.attempts.clear(lockKeys.password(user.id));
    return ok({ message: MESSAGES.resetPasswordSuccess });
  });
}
