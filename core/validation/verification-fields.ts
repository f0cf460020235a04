/**
 * One-time codes and the age gate of spec §5. An OTP is exactly 5 digits; a blank or wrong
 * one gives the same text ('Please enter a valid OTP', 'code' on the partner screens). The
 * server's refusal of a well-formed but wrong code is `VALIDATION_MESSAGES.otpRejected`.
 */
import { z } from 'zod';
import { OTP_PATTERN } from './constants';
import { requiredMatching } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import { isOtp, isUbargainEcosystem } from './sign-in-rules';

/** An OTP field whose every failure reads `invalid`. */
export function otpField(invalid: string = M.invalidOtp) {
  return requiredMatching(invalid, OTP_PATTERN, invalid);
}

/** 'Please enter a valid OTP'. */
export const standardOtpField = otpField();

/** The partner variant: 'Please enter a valid code'. */
export const partnerCodeField = otpField(M.invalidCode);

/**
 * The 'I confirm that I am 18 years or older' checkbox: must be ticked (true). The spec shows
 * no message because the button stays disabled; the server still needs one.
 */
export const ageConfirmationField = z.literal(true, { error: M.ageConfirmationRequired });

export { isOtp, isUbargainEcosystem };
