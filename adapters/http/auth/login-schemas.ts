import { z } from '@hono/zod-openapi';
import { OTP_PURPOSES } from '../../../core/auth/otp';
import { loginForm } from '../../../core/validation/login-form';
import { VALIDATION_MESSAGES as M } from '../../../core/validation/messages';
import { contactBranch, idField, variants } from './schema-kit';

/**
 * Request bodies of the login routes: the login screen's forms (spec §2 /login, §5 Login) with
 * the payload's names (username+password, mobile+otp, email+otp), plus the ecosystem the page
 * was opened for (`ecosystemId`, spec §7 sendotp). The ecosystem's own rules (ubargain takes
 * an email only) are the core's to apply.
 */
const ecosystem = { ecosystemId: idField };

export const passwordLoginBody = loginForm.password.extend(ecosystem).openapi('PasswordLogin');

/** Mobile or email, in that form's words; `extra` fields are added to both. */
function byContact<S extends z.ZodRawShape>(
  forms: { readonly mobile: z.ZodObject; readonly email: z.ZodObject },
  extra: S,
) {
  return variants({ mobile: forms.mobile.extend(extra), email: forms.email.extend(extra) }, contactBranch);
}

/** spec §7 POST /auth/sendotp {mobile or email, ecosystemId}: asks for a login code. */
export const sendOtpBody = byContact(
  { mobile: loginForm.mobileOtp.requestOtp, email: loginForm.emailOtp.requestOtp },
  ecosystem,
);

/** POST /auth/login/otp {mobile or email, otp}. */
export const otpLoginBody = byContact(
  { mobile: loginForm.mobileOtp.submit, email: loginForm.emailOtp.submit },
  ecosystem,
);

/**
 * spec §7 POST /auth/verify/otp {mobile, otp, persona_id}. The persona is onboarded through the
 * wallet call (spec §7 POST /wallets/persona/onboard); a login does not change with it, so it is
 * accepted and not used.
 */
export const verifyOtpBody = loginForm.mobileOtp.submit
  .extend({ persona_id: idField, ...ecosystem })
  .openapi('MobileOtpLogin');

/** Resend (spec §2 'Resend OTP'): a fresh code for the flow that sent the last one. */
export const resendOtpBody = byContact(
  { mobile: loginForm.mobileOtp.requestOtp, email: loginForm.emailOtp.requestOtp },
  { purpose: z.enum(OTP_PURPOSES, { error: M.enterValidDetails }) },
);
