/**
 * The login screen's forms (spec §2 /login, §5 Login), one per mode, with the payload's field
 * names: `username`+`password`, `mobile`+`otp`, `email`+`otp`. OTP modes have two steps: the
 * request step (before 'OTP sent') and the submit step (request fields plus the code).
 * The ubargain login is labelled 'Email' and takes an email only; the spec gives it no message
 * of its own, so it says 'Please enter a valid Email' rather than mention a mobile.
 */
import { z } from 'zod';
import { MOBILE_PATTERN } from './constants';
import { requiredText } from './field-kit';
import { requiredEmailField } from './identity-fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { loginPasswordField } from './password-fields';
import { standardMobileField } from './phone-fields';
import { LOGIN_IDENTIFIER_PATTERN, loginChannel } from './sign-in-rules';
import { standardOtpField } from './verification-fields';

const isEmail = (text: string) => z.email().safeParse(text).success;

/**
 * 'Email or Mobile': required; letters, digits, underscore, @ and dot (spec §5) — or any email
 * address sign-up accepts. The spec's character set alone would refuse addresses with a hyphen
 * or plus ('meera@my-company.test') that sign-up registers, locking those people out of
 * password login; the message stays the spec's.
 */
export const loginIdentifierField = requiredText(M.fieldRequired).pipe(
  z.string().refine((text) => LOGIN_IDENTIFIER_PATTERN.test(text) || isEmail(text), {
    error: M.invalidEmailOrMobile,
  }),
);

/** 'Email' (ubargain): an email address. */
export const ubargainLoginIdentifierField = requiredText(M.fieldRequired).pipe(
  z.email({ error: M.invalidEmail }),
);

export { loginChannel };

/** Phone-or-email login: a 10-digit mobile (6–9 first) or an email. */
export const phoneOrEmailField = requiredText(M.enterMobileOrEmail).pipe(
  z.string().refine((text) => MOBILE_PATTERN.test(text) || isEmail(text), { error: M.invalidEmailIdOrPhone }),
);

const emailOtpEmail = requiredEmailField(M.invalidEmailAddress);

/** Every login mode's form, per step. */
export const loginForm = {
  password: z.object({ username: loginIdentifierField, password: loginPasswordField }),
  ubargainPassword: z.object({ username: ubargainLoginIdentifierField, password: loginPasswordField }),
  mobileOtp: {
    requestOtp: z.object({ mobile: standardMobileField }),
    submit: z.object({ mobile: standardMobileField, otp: standardOtpField }),
  },
  emailOtp: {
    requestOtp: z.object({ email: emailOtpEmail }),
    submit: z.object({ email: emailOtpEmail, otp: standardOtpField }),
  },
  phoneOrEmail: {
    requestOtp: z.object({ username: phoneOrEmailField }),
    submit: z.object({ username: phoneOrEmailField, otp: standardOtpField }),
  },
} as const;

export type PasswordLogin = z.output<typeof loginForm.password>;
export type MobileOtpLogin = z.output<typeof loginForm.mobileOtp.submit>;
export type EmailOtpLogin = z.output<typeof loginForm.emailOtp.submit>;
