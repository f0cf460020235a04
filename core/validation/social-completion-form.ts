/**
 * The social-media completion screen ('Please enter your mobile number to complete
 * registration', spec §2, §3, §5). The request step sends `mobile_no`, `countryCode` and an
 * optional `referral_code`; the verify step sends `mobile` and `otp`, as the spec's payloads
 * name them. The route-state `key` is not typed by the user and is left to the server.
 */
import { z } from 'zod';
import { referralCodeField } from './identity-fields';
import { countryCodeField, socialMobileField } from './phone-fields';
import { SOCIAL_COMPLETION_PROMPT } from './sign-in-rules';
import { standardOtpField } from './verification-fields';

/** Social completion's two steps; its mobile says 'Please enter a valid mobile number'. */
export const socialCompletionForm = {
  requestOtp: z.object({
    mobile_no: socialMobileField,
    countryCode: countryCodeField,
    referral_code: referralCodeField,
  }),
  submit: z.object({ mobile: socialMobileField, otp: standardOtpField }),
} as const;

export { SOCIAL_COMPLETION_PROMPT };

export type SocialCompletionRequest = z.output<typeof socialCompletionForm.requestOtp>;
export type SocialCompletionVerify = z.output<typeof socialCompletionForm.submit>;
