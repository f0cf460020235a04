import { z } from 'zod';
import { subjectOf } from '../accounts/identifier';
import type { DomainError } from '../errors/domain-error';
import { err, type Result } from '../errors/result';
import { identifierOf } from './accounts-lookup';
import { authErrors } from './auth.errors';
import { exactlyOneIdentifier, identifierFields, parseInput } from './input';
import { OTP_PURPOSES } from './otp';
import { issueOtp, type OtpSent } from './otp-flow';
import type { AuthDeps } from './stores';
import { transactAuth } from './transact-auth';

/**
 * Resend (spec §2 'Resend OTP'; §7 social completion "resend with mobile"): a fresh code to where
 * the previous code of the same flow went, carrying the same flow data. The previous code stops
 * counting; the send limits apply as to any request.
 */
export const resendOtpInput = z
  .object({ purpose: z.enum(OTP_PURPOSES), ...identifierFields })
  .refine(...exactlyOneIdentifier);

export async function resendOtp(deps: AuthDeps, input: unknown): Promise<Result<OtpSent, DomainError>> {
  const parsed = parseInput(resendOtpInput, input);
  if (!parsed.ok) return parsed;
  const { purpose } = parsed.value;
  const identifier = identifierOf(parsed.value);
  return transactAuth(deps.uow, async (s) => {
    const previous = await s.otps.latest(purpose, subjectOf(identifier));
    if (!previous)
      return err(authErrors.invalidInput([{ path: 'purpose', message: 'no code was requested' }]));
    return issueOtp(deps, s, {
      purpose,
      identifier,
      destination: previous.destination,
      deliver: previous.delivered,
      context: previous.context,
    });
  });
}
