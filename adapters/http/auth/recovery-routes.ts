import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { AUTH_TEXT } from '../../../core/auth/auth.errors';
import { requestPasswordResetOtp, resetPassword } from '../../../core/auth/forgot-password';
import {
  beginSocialRegistration,
  completeSocialRegistration,
  requestSocialOtp,
} from '../../../core/auth/social-completion';
import type { AuthDeps } from '../../../core/auth/stores';
import { domainError } from '../../../core/errors/domain-error';
import { jsonBody } from '../kit/bodies';
import { answer, refuse, serve } from '../kit/reply';
import { okJson } from '../kit/responses';
import type { AppEnv } from '../router';
import { signInSourceOf } from './client-throttle';
import { otpSentDto } from './dto';
import {
  resetBody,
  resetOtpBody,
  socialBeginBody,
  socialCompleteBody,
  socialOtpBody,
} from './recovery-schemas';
import { MessageSchema, OtpSentSchema, refusals, tokens } from './responses';
import type { VerifySocialSignIn } from './social-sign-in';
import { answerTokens } from './tokens-reply';

/**
 * Getting back in and getting in another way: forgot password (spec §2 /forgot-password, §7
 * /auth/password/reset) and completing a social sign-in with a mobile number (spec §2, §3).
 */

export function recoveryRoutes(api: OpenAPIHono<AppEnv>, deps: AuthDeps, verify?: VerifySocialSignIn): void {
  const tags = ['Password reset'];
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/password/reset/otp',
      tags,
      summary: 'Send a password-reset code to a mobile number or an email',
      description: 'Answers the same whether or not an account exists.',
      request: jsonBody(resetOtpBody),
      responses: { 200: okJson(OtpSentSchema, 'OTP sent successfully'), ...refusals(400, 429) },
    }),
    async (c) =>
      answer(c, await requestPasswordResetOtp(deps, c.req.valid('json')), (s) => c.json(otpSentDto(s))),
  );
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/password/reset',
      tags,
      summary: 'Set a new password with the code; ends every session of the account',
      request: jsonBody(resetBody),
      responses: { 200: okJson(MessageSchema, "'Successfully Reset Password'"), ...refusals(400, 429) },
    }),
    async (c) =>
      answer(c, await resetPassword(deps, c.req.valid('json'), signInSourceOf(c)), (r) =>
        c.json({ success: true, ...r }),
      ),
  );

  const social = ['Social sign-in'];
  if (verify) {
    serve(
      api,
      createRoute({
        method: 'post',
        path: '/auth/social/begin',
        tags: social,
        summary: "Start completing a provider's sign-in; answers the key for the completion screen",
        request: jsonBody(socialBeginBody),
        responses: {
          200: okJson(z.object({ success: z.literal(true), key: z.string() }), 'Started.'),
          ...refusals(400),
        },
      }),
      async (c) => {
        const { provider, credential } = c.req.valid('json');
        const identity = await verify(provider, credential);
        if (!identity)
          return refuse(
            c,
            domainError('invalid', 'AUTH.SOCIAL_CREDENTIAL_INVALID', AUTH_TEXT.socialKeyInvalid),
          );
        const begun = await beginSocialRegistration(deps, identity);
        return answer(c, begun, ({ key }) => c.json({ success: true, key }));
      },
    );
  }
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/social/otp',
      tags: social,
      summary: 'Send the code to the mobile number that completes the registration (also the resend)',
      request: jsonBody(socialOtpBody),
      responses: { 200: okJson(OtpSentSchema, 'OTP sent successfully'), ...refusals(400, 409, 429) },
    }),
    async (c) => {
      const { mobile_no, countryCode, key, referral_code } = c.req.valid('json');
      const input = { mobile: mobile_no, countryCode, key, referralCode: referral_code };
      return answer(c, await requestSocialOtp(deps, input), (s) => c.json(otpSentDto(s)));
    },
  );
  serve(
    api,
    createRoute({
      method: 'post',
      path: '/auth/social/complete',
      tags: social,
      summary: 'Create the account with the code and log it in',
      request: jsonBody(socialCompleteBody),
      responses: { 201: tokens('Registered and logged in.'), ...refusals(400, 409) },
    }),
    async (c) => answerTokens(c, await completeSocialRegistration(deps, c.req.valid('json')), 201),
  );
}
